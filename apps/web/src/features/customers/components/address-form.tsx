import { SimpleGrid, TextInput } from '@mantine/core';
import { addressInput, type Address, type AddressInput } from '@matjar/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DrawerForm, useFieldError, useFieldProps } from '../../../components/form-drawer';
import { schemaValues, schemaResolver } from '../../../components/form-drawer/schema-values';
import { MapPicker, type MapPoint } from '../../../components/map-picker';
import { PlaceCascade } from '../../../components/pickers';

interface AddressFormValues {
  id?: number;
  title: string;
  receiver_name: string;
  mobile: string;
  extra_phone: string;
  country_id: number | null;
  governorate_id: number | null;
  city_id: number | null;
  zip_code: string;
  line1: string;
  location: MapPoint | null;
}

interface AddressFormProps {
  address?: Address;
  onSubmit: (values: AddressInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Title, receiver and phones, country → governorate → city, zip code, the address line and the map mark. */
export function AddressForm({ address, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useTranslation(['customers', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: schemaResolver(addressInput),
    // The stored address names its places; the form holds their ids, and no mark until one is put.
    defaultValues: schemaValues(addressInput, address, {
      id: address?.id,
      country_id: address?.country.id ?? null,
      governorate_id: address?.governorate.id ?? null,
      city_id: address?.city.id ?? null,
      location: address?.location ?? null,
    }),
  });
  const { errors } = form.formState;
  const registered = useFieldProps(form);
  const [countryId, governorateId, cityId] = form.watch(['country_id', 'governorate_id', 'city_id']);
  const phone = { type: 'tel', dir: 'ltr', inputMode: 'tel', autoComplete: 'off' } as const;

  return (
    <DrawerForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={address ? undefined : t('customers:addresses.add')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('customers:addresses.title')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...registered('title', { max: 100 })}
        />
        <TextInput
          label={t('fields:receiver_name')}
          withAsterisk
          autoComplete="off"
          {...registered('receiver_name', { max: 150 })}
        />
        <TextInput label={t('fields:mobile')} withAsterisk {...phone} {...registered('mobile')} />
        <TextInput label={t('fields:extra_phone')} {...phone} {...registered('extra_phone')} />
      </SimpleGrid>
      <PlaceCascade
        value={{ country_id: countryId, governorate_id: governorateId, city_id: cityId }}
        onChange={(next) => {
          const options = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
          form.setValue('country_id', next.country_id, options);
          form.setValue('governorate_id', next.governorate_id, options);
          form.setValue('city_id', next.city_id, options);
        }}
        errors={{
          country: fieldError(errors.country_id, 'country_id'),
          governorate: fieldError(errors.governorate_id, 'governorate_id'),
          city: fieldError(errors.city_id, 'city_id'),
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('fields:line1')}
          withAsterisk
          autoComplete="off"
          {...registered('line1', { max: 255 })}
          style={{ gridColumn: 'span 2' }}
        />
        <TextInput
          label={t('fields:zip_code')}
          dir="ltr"
          autoComplete="off"
          {...registered('zip_code', { max: 20 })}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="location"
        render={({ field }) => (
          <MapPicker
            label={t('fields:location')}
            hint={t('customers:addresses.mapHint')}
            required
            value={field.value}
            onChange={(point) => field.onChange(point)}
            error={fieldError(errors.location as never, 'location')}
          />
        )}
      />
    </DrawerForm>
  );
}
