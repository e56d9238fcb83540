import { SimpleGrid, TextInput } from '@mantine/core';
import { type SettingsInputOf, SOCIAL_NETWORKS, type SocialLinksSettings, socialLinksSettingsInput } from '@matjar/shared';
import { useFieldProps } from '../../../components/form-drawer/use-field-error';
import { SingleRecordForm } from '../../../components/single-record/single-record-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { settingsRecord } from '../api/settings-records';
import { SettingsPageFrame } from '../components/settings-page-frame';

type Values = Record<string, unknown>;
const record = settingsRecord('social_links');

/** /dashboard/settings/social_links: the store's profiles, linked from the storefront. */
export default function SocialLinksSettingsPage() {
  const { t } = useTranslation(['settings', 'fields']);
  return (
    <SettingsPageFrame page="social_links">
      <SingleRecordForm<SocialLinksSettings, Values, Partial<SettingsInputOf<'social_links'>>>
        record={record}
        schema={socialLinksSettingsInput}
        title={t('socialLinks.card')}
        description={t('socialLinks.cardDescription')}
        savedMessage={t('saved')}
      >
        {(form) => <LinkFields form={form} />}
      </SingleRecordForm>
    </SettingsPageFrame>
  );
}

function LinkFields({ form }: { form: Parameters<typeof useFieldProps<Values>>[0] }) {
  const { t } = useTranslation('fields');
  const registered = useFieldProps(form);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {SOCIAL_NETWORKS.map((network) => (
        <TextInput key={network} type="url" dir="ltr" label={t(network)} placeholder="https://" {...registered(network, { max: 2000 })} />
      ))}
    </SimpleGrid>
  );
}
