import { Alert, Card, Checkbox, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { PermissionModule } from '../roles-resource';
import { checkState, setMany } from './permission-selection';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';

interface PermissionMatrixProps {
  modules: readonly PermissionModule[];
  /** Concrete permission names ticked (see the shared `concretePermissions`). */
  value: readonly string[];
  onChange?: (value: string[]) => void;
  /** Super Admin, or a reader without `roles.update`: shown, not changed. */
  readOnly?: boolean;
  /**
   * Names the editor does not hold, so cannot grant (the shared grant rule): shown
   * disabled with the reason, and left alone by the check-alls. The server refuses them anyway.
   */
  locked?: ReadonlySet<string>;
  error?: string;
}

const none: ReadonlySet<string> = new Set();

/**
 * The permissions of a role grouped per module (spec §6), with a check-all per module and
 * one over everything. Labels come from the API in the active language.
 */
export function PermissionMatrix({ modules, value, onChange, readOnly = false, locked = none, error }: PermissionMatrixProps) {
  const { t } = useTranslation('roles');
  const { locale } = useLocale();
  const reasonId = useId();
  const selected = new Set(value);
  const everything = modules.flatMap((module) => module.permissions.map((p) => p.name));
  const overall = checkState(everything, selected);
  const change = (names: readonly string[], on: boolean) => onChange?.(setMany(value, names, on));
  const grantable = (names: readonly string[]) => names.filter((name) => !locked.has(name));
  /** A check-all ticks what may be granted, or clears it once all of that is ticked. */
  const checkAll = (names: readonly string[]) => {
    const open = grantable(names);
    change(open, checkState(open, selected) !== 'all');
  };
  const showLocks = !readOnly && locked.size > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Checkbox
          label={t('form.selectAll')}
          checked={overall === 'all'}
          indeterminate={overall === 'some'}
          disabled={readOnly || grantable(everything).length === 0}
          onChange={() => checkAll(everything)}
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
      {showLocks && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          {t('form.lockedNote')}
          <VisuallyHidden id={reasonId}>{t('form.notHeld')}</VisuallyHidden>
        </Alert>
      )}
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
                disabled={readOnly || grantable(names).length === 0}
                onChange={() => checkAll(names)}
                mb="sm"
              />
              <Group gap="sm" ps="lg">
                {module.permissions.map((permission) => {
                  const lockedHere = showLocks && locked.has(permission.name);
                  const text = permission.label[locale];
                  return (
                    <Checkbox
                      key={permission.name}
                      size="xs"
                      label={
                        lockedHere ? (
                          <LazyTooltip label={t('form.notHeld')}>
                            <Group component="span" gap={4} wrap="nowrap">
                              {text}
                              <IconLock size={12} aria-hidden />
                            </Group>
                          </LazyTooltip>
                        ) : (
                          text
                        )
                      }
                      aria-label={`${label}: ${text}`}
                      aria-describedby={lockedHere ? reasonId : undefined}
                      data-locked={lockedHere || undefined}
                      checked={selected.has(permission.name)}
                      disabled={readOnly || lockedHere}
                      onChange={(event) => change([permission.name], event.currentTarget.checked)}
                    />
                  );
                })}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
