import { Stack, Text } from '@mantine/core';
import type { City, Country, Governorate } from '@matjar/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { codeBadgeColumn, type DataTableColumn } from '../../../components/data-table';
import { useLocalCurrency } from '../../../components/pickers';
import { formatCurrency, formatNumber } from '../../../lib/format';
import type { PlaceRow, PlaceScope } from '../places-resource';
import { PlaceNameCell } from './place-name-link';

/** Columns of one level: the name, then a country's code and governorates or a governorate's / city's fee. */
export function usePlaceColumns(scope: PlaceScope): DataTableColumn<PlaceRow>[] {
  const { t } = useTranslation(['places', 'fields']);
  const currency = useLocalCurrency();
  return useMemo(() => {
    const name: DataTableColumn<PlaceRow> = {
      key: 'name',
      header: t('fields:name'),
      sortField: 'name',
      cell: (place) => <PlaceNameCell scope={scope} place={place} />,
    };
    const money = (amount: string) => <bdi>{formatCurrency(amount, currency)}</bdi>;
    if (scope.level === 'countries') {
      return [
        name,
        codeBadgeColumn<PlaceRow>({ key: 'code', header: t('fields:code'), sortField: 'code', width: 120, value: (place) => (place as Country).code }),
        {
          key: 'governorates_count',
          header: t('places:columns.governorates'),
          width: 160,
          cell: (place) => formatNumber((place as Country).governorates_count),
        },
      ];
    }
    if (scope.level === 'governorates') {
      return [
        name,
        {
          key: 'shipment_fees',
          header: t('fields:shipment_fees'),
          sortField: 'shipment_fees',
          width: 180,
          cell: (place) => money((place as Governorate).shipment_fees),
        },
        {
          key: 'cities_count',
          header: t('places:columns.cities'),
          width: 140,
          cell: (place) => formatNumber((place as Governorate).cities_count),
        },
      ];
    }
    return [
      name,
      {
        key: 'shipment_fees',
        header: t('fields:shipment_fees'),
        sortField: 'shipment_fees',
        width: 220,
        cell: (place) => {
          const city = place as City;
          if (city.shipment_fees !== null) return money(city.shipment_fees);
          return (
            <Stack gap={0}>
              <Text span fz="sm" c="dimmed">
                {money(city.effective_shipment_fees)}
              </Text>
              <Text span fz="xs" c="dimmed">
                {t('places:cities.usesGovernorateFee')}
              </Text>
            </Stack>
          );
        },
      },
    ];
  }, [t, scope, currency]);
}
