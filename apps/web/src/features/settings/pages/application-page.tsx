import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ApplicationSettings, LOCALES, applicationSettingsInput, type SettingsInputOf } from '@matjar/shared';
import { BilingualFields } from '../../../components/form-drawer/bilingual-fields';
import { SegmentedField } from '../../../components/form-drawer/segmented-field';
import { useFieldProps } from '../../../components/form-drawer/use-field-error';
import { SecretField } from '../../../components/single-record/secret-field';
import { SingleRecordForm } from '../../../components/single-record/single-record-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { settingsRecord } from '../api/settings-records';
import { SettingsPageFrame } from '../components/settings-page-frame';

type Values = Record<string, unknown>;
const record = settingsRecord('application_settings');

/** /dashboard/settings/application_settings: the store's name, contacts, address, language and storefront key. */
export default function ApplicationSettingsPage() {
  const { t } = useTranslation(['settings', 'fields', 'common']);
  return (
    <SettingsPageFrame page="application_settings">
      <SingleRecordForm<ApplicationSettings, Values, Partial<SettingsInputOf<'application_settings'>>>
        record={record}
        schema={applicationSettingsInput}
        title={t('application.card')}
        savedMessage={t('saved')}
      >
        {(form, row) => <ApplicationFields form={form} row={row} />}
      </SingleRecordForm>
    </SettingsPageFrame>
  );
}

function ApplicationFields({ form, row }: { form: Parameters<typeof useFieldProps<Values>>[0]; row: ApplicationSettings }) {
  const { t } = useTranslation(['settings', 'fields', 'common']);
  const registered = useFieldProps(form);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BilingualFields form={form} name="store_name" max={100} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="tel" dir="ltr" autoComplete="tel" label={t('fields:phone')} {...registered('phone')} />
        <TextInput type="tel" dir="ltr" label={t('fields:whatsapp')} {...registered('whatsapp')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput lang="en" dir="ltr" label={t('fields:address.en')} {...registered('address.en', { max: 255 })} />
        <TextInput lang="ar" dir="rtl" label={t('fields:address.ar')} {...registered('address.ar', { max: 255 })} />
      </SimpleGrid>
      <SegmentedField
        form={form}
        name="default_language"
        label={t('fields:default_language')}
        options={LOCALES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
      />
      <SecretField form={form} name="storefront_key" label={t('fields:storefront_key')} isSet={row.storefront_key_set} />
    </Stack>
  );
}
