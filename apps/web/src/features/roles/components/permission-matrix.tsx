import { Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { PermissionModule } from '../api/get-permissions';
import { checkState, setMany } from './permission-selection';

interface PermissionMatrixProps {
  modules: readonly PermissionModule[];
  /** Concrete permission names ticked (see `expandPermissions`). */
  value: readonly string[];
  onChange?: (value: string[]) => void;
  /** Super Admin, or a reader without `roles.update`: shown, not changed. */
  readOnly?: boolean;
  error?: string;
}

/**
 * The permissions of a role grouped per module (spec §6), with a check-all per module and
 * one over everything. Labels come from the API in the active language.
 */
export function PermissionMatrix({ modules, value, onChange, readOnly = false, error }: PermissionMatrixProps) {
  const { t } = useTranslation('roles');
  const { locale } = useLocale();
  const selected = new Set(value);
  const everything = modules.flatMap((module) => module.permissions.map((p) => p.name));
  const overall = checkState(everything, selected);
  const change = (names: readonly string[], on: boolean) => onChange?.(setMany(value, names, on));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Checkbox
          label={t('form.selectAll')}
          checked={overall === 'all'}
          indeterminate={overall === 'some'}
          disabled={readOnly}
          onChange={(event) => change(everything, event.currentTarget.checked)}
          fw={600}
        />
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('form.selectedCount', {
            count: selected.size,
            selected: formatNumber(selected.size),
            total: formatNumber(everything.length),
          })}
        </Text>
      </Group>
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {modules.map((module) => {
          const names = module.permissions.map((p) => p.name);
          const state = checkState(names, selected);
          const label = module.label[locale];
          return (
            <Card key={module.area} padding="md" role="group" aria-label={label} data-module={module.area}>
              <Checkbox
                label={
                  <Text span fw={600} fz="sm">
                    {label}
                  </Text>
                }
                aria-label={t('form.moduleAll', { module: label })}
                checked={state === 'all'}
                indeterminate={state === 'some'}
                disabled={readOnly}
                onChange={(event) => change(names, event.currentTarget.checked)}
                mb="sm"
              />
              <Group gap="sm" ps="lg">
                {module.permissions.map((permission) => (
                  <Checkbox
                    key={permission.name}
                    size="xs"
                    label={permission.label[locale]}
                    aria-label={`${label}: ${permission.label[locale]}`}
                    checked={selected.has(permission.name)}
                    disabled={readOnly}
                    onChange={(event) => change([permission.name], event.currentTarget.checked)}
                  />
                ))}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
