import { ColorInput, Stack } from '@mantine/core';
import { type SettingsInputOf, THEME_TEMPLATES, type ThemesSettings, themesSettingsInput } from '@matjar/shared';
import { Controller } from 'react-hook-form';
import { SegmentedField } from '../../../components/form-drawer/segmented-field';
import { useFieldError } from '../../../components/form-drawer/use-field-error';
import { SingleRecordForm } from '../../../components/single-record/single-record-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { setPrimaryColour } from '../../../lib/theme/primary-colour';
import { settingsRecord } from '../api/settings-records';
import { SettingsPageFrame } from '../components/settings-page-frame';

type Values = Record<string, unknown>;
const record = settingsRecord('themes');

/** A few colours that read well under white text; any other may be typed. */
const SWATCHES = ['#0f766e', '#1d4ed8', '#6d28d9', '#be123c', '#b45309', '#15803d', '#334155'];

/** /dashboard/settings/themes: the primary colour (worn by the dashboard as soon as it is saved) and the template. */
export default function ThemesSettingsPage() {
  const { t } = useTranslation(['settings', 'fields']);
  const fieldError = useFieldError();
  return (
    <SettingsPageFrame page="themes">
      <SingleRecordForm<ThemesSettings, Values, Partial<SettingsInputOf<'themes'>>>
        record={record}
        schema={themesSettingsInput}
        title={t('themes.card')}
        description={t('themes.cardDescription')}
        savedMessage={t('saved')}
        onSaved={(row) => setPrimaryColour(row.primary_color)}
      >
        {(form) => (
          <Stack gap="md">
            <Controller
              control={form.control}
              name="primary_color"
              render={({ field, fieldState }) => (
                <ColorInput
                  label={t('fields:primary_color')}
                  withAsterisk
                  dir="ltr"
                  format="hex"
                  // Its eye-dropper button has no accessible name; the swatches and the field cover picking.
                  withEyeDropper={false}
                  swatches={SWATCHES}
                  swatchesPerRow={7}
                  maw={320}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(fieldState.error, 'primary_color')}
                />
              )}
            />
            <SegmentedField
              form={form}
              name="template"
              label={t('fields:template')}
              options={THEME_TEMPLATES.map((value) => ({ value, label: t(`themes.templates.${value}`) }))}
            />
          </Stack>
        )}
      </SingleRecordForm>
    </SettingsPageFrame>
  );
}
