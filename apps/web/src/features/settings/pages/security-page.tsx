import { Radio, Stack } from '@mantine/core';
import { type SecuritySettings, securitySettingsInput, type SettingsInputOf, TWO_FACTOR_MODES } from '@matjar/shared';
import { Controller } from 'react-hook-form';
import { SingleRecordForm } from '../../../components/single-record/single-record-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { settingsRecord } from '../api/settings-records';
import { SettingsPageFrame } from '../components/settings-page-frame';

type Values = Record<string, unknown>;
const record = settingsRecord('security');

/** /dashboard/settings/security: whether staff sign in with a second step. */
export default function SecuritySettingsPage() {
  const { t } = useTranslation(['settings', 'fields']);
  return (
    <SettingsPageFrame page="security">
      <SingleRecordForm<SecuritySettings, Values, Partial<SettingsInputOf<'security'>>>
        record={record}
        schema={securitySettingsInput}
        title={t('fields:two_factor')}
        savedMessage={t('saved')}
      >
        {(form) => (
          <Controller
            control={form.control}
            name="two_factor"
            render={({ field }) => (
              <Radio.Group value={typeof field.value === 'string' ? field.value : 'off'} onChange={field.onChange} aria-label={t('fields:two_factor')}>
                <Stack gap="sm">
                  {TWO_FACTOR_MODES.map((mode) => (
                    <Radio key={mode} value={mode} label={t(`security.modes.${mode}.label`)} description={t(`security.modes.${mode}.description`)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        )}
      </SingleRecordForm>
    </SettingsPageFrame>
  );
}
