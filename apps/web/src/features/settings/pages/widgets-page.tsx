import { ActionIcon, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { type SettingsInputOf, type WidgetsSettings, widgetsSettingsInput } from '@matjar/shared';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { SingleRecordForm } from '../../../components/single-record/single-record-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { settingsRecord } from '../api/settings-records';
import { SettingsPageFrame } from '../components/settings-page-frame';

interface Values {
  widgets: { key: string; enabled: boolean }[];
}
const record = settingsRecord('widgets');

/** /dashboard/settings/widgets: which widgets the home shows, and in which order. */
export default function WidgetsSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPageFrame page="widgets">
      <SingleRecordForm<WidgetsSettings, Values, Partial<SettingsInputOf<'widgets'>>>
        record={record}
        schema={widgetsSettingsInput}
        title={t('widgets.card')}
        description={t('widgets.cardDescription')}
        savedMessage={t('saved')}
      >
        {(form) => <WidgetList form={form} />}
      </SingleRecordForm>
    </SettingsPageFrame>
  );
}

function WidgetList({ form }: { form: UseFormReturn<Values, unknown, unknown> }) {
  const { t } = useTranslation('settings');
  const { fields, move } = useFieldArray({ control: form.control, name: 'widgets' });
  return (
    <Stack gap="xs" role="list" aria-label={t('widgets.card')}>
      {fields.map((widget, index) => {
        const name = t(`widgets.names.${widget.key}`);
        return (
          <Paper key={widget.id} p="sm" role="listitem">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Controller
                control={form.control}
                name={`widgets.${index}.enabled`}
                render={({ field }) => (
                  <Switch
                    label={name}
                    checked={!!field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    ref={field.ref}
                  />
                )}
              />
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('widgets.up', { name })}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('widgets.down', { name })}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Text fz="xs" c="dimmed">
        {t('widgets.hint')}
      </Text>
    </Stack>
  );
}
