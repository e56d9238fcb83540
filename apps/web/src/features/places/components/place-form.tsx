import { TextInput } from '@mantine/core';
import { cityInput, countryInput, governorateInput } from '@matjar/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BilingualNameFields, DrawerForm, useFieldError } from '../../../components/form-drawer';
import { schemaResolver } from '../../../components/form-drawer/schema-values';
import { formatCurrency, formatCurrencySymbol } from '../../../lib/format';
import type { RecordFormProps } from '../../../components/resource';
import type { PlaceInput, PlaceLevel, PlaceRow } from '../places-resource';

interface PlaceFormValues {
  name: { en: string; ar: string };
  code: string;
  shipment_fees: string;
}

const SCHEMAS = { countries: countryInput, governorates: governorateInput, cities: cityInput };
const NAME_LIMITS = { max: 100 };

interface PlaceFormProps extends RecordFormProps<PlaceRow, PlaceInput> {
  level: PlaceLevel;
  /** The local currency, in which fees are kept. */
  currency: string;
  /** For a city: the fee of its governorate, which applies while the city has none. */
  governorateFee?: string | undefined;
}

const textOf = (place: PlaceRow | undefined, field: 'code' | 'shipment_fees') =>
  place && field in place ? ((place as Record<string, unknown>)[field] as string | null) ?? '' : '';

/** Name in both languages, then a country's code or a governorate's / city's shipping fee. */
export function PlaceForm({ level, record: place, currency, governorateFee, onSubmit, onCancel }: PlaceFormProps) {
  const { t } = useTranslation(['places', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<PlaceFormValues, unknown, PlaceInput>({
    // Each level validates with its own shared schema; the form holds the union of their fields.
    resolver: schemaResolver<PlaceFormValues, PlaceInput>(SCHEMAS[level]),
    defaultValues: {
      name: { en: place?.name.en ?? '', ar: place?.name.ar ?? '' },
      code: textOf(place, 'code'),
      shipment_fees: textOf(place, 'shipment_fees'),
    },
  });
  const { errors } = form.formState;

  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <BilingualNameFields form={form} max={NAME_LIMITS.max} />
      {level === 'countries' ? (
        <TextInput
          label={t('fields:code')}
          description={t('places:form.codeHint')}
          dir="ltr"
          maxLength={2}
          withAsterisk
          autoComplete="off"
          styles={{ input: { textTransform: 'uppercase' } }}
          error={fieldError(errors.code, 'code')}
          {...form.register('code')}
        />
      ) : (
        <TextInput
          label={t('fields:shipment_fees')}
          description={
            level === 'cities' && governorateFee !== undefined
              ? t('places:form.cityFeeHint', { fee: formatCurrency(governorateFee, currency) })
              : undefined
          }
          inputMode="decimal"
          dir="ltr"
          withAsterisk={level === 'governorates'}
          autoComplete="off"
          rightSection={formatCurrencySymbol(currency)}
          rightSectionWidth={52}
          error={fieldError(errors.shipment_fees, 'shipment_fees')}
          {...form.register('shipment_fees')}
        />
      )}
    </DrawerForm>
  );
}
