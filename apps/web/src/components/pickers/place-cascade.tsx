import { Select, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatCurrency } from '../../lib/format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useRegions } from './regions-query';
import { useLocalCurrency } from './use-local-currency';

export interface PlaceChoice {
  country_id: number | null;
  governorate_id: number | null;
  city_id: number | null;
}

interface PlaceCascadeProps {
  value: PlaceChoice;
  onChange: (next: PlaceChoice) => void;
  /** Already translated messages of each select. */
  errors?: { country?: string; governorate?: string; city?: string };
  disabled?: boolean;
}

const idOf = (value: string | null) => (value ? Number(value) : null);

/**
 * Country → governorate → city, each list narrowed by the choice before it (from GET
 * regions). Changing a level clears the levels below it, so a city can never belong to
 * another governorate. The chosen city's shipping fee is shown under it.
 */
export function PlaceCascade({ value, onChange, errors = {}, disabled }: PlaceCascadeProps) {
  const { t } = useTranslation('fields');
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  const regions = useRegions();
  const countries = useMemo(() => regions.data ?? [], [regions.data]);
  const country = countries.find((row) => row.id === value.country_id);
  const governorate = country?.governorates.find((row) => row.id === value.governorate_id);
  const city = governorate?.cities.find((row) => row.id === value.city_id);
  const options = (rows: { id: number; name: { en: string; ar: string } }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.name[locale] }));
  const common = { searchable: true, withAsterisk: true, comboboxProps: { withinPortal: true }, allowDeselect: false };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        {...common}
        label={t('country_id')}
        data={options(countries)}
        value={value.country_id ? String(value.country_id) : null}
        onChange={(next) => onChange({ country_id: idOf(next), governorate_id: null, city_id: null })}
        error={errors.country}
        disabled={disabled || regions.isPending}
      />
      <Select
        {...common}
        label={t('governorate_id')}
        data={options(country?.governorates)}
        value={value.governorate_id ? String(value.governorate_id) : null}
        onChange={(next) => onChange({ ...value, governorate_id: idOf(next), city_id: null })}
        error={errors.governorate}
        disabled={disabled || !country}
      />
      <Select
        {...common}
        label={t('city_id')}
        data={options(governorate?.cities)}
        value={value.city_id ? String(value.city_id) : null}
        onChange={(next) => onChange({ ...value, city_id: idOf(next) })}
        error={errors.city}
        disabled={disabled || !governorate}
        description={
          city && (
            <Text span fz="xs" c="dimmed">
              {t('shipment_fees')}: <bdi>{formatCurrency(city.effective_shipment_fees, currency)}</bdi>
            </Text>
          )
        }
      />
    </SimpleGrid>
  );
}
