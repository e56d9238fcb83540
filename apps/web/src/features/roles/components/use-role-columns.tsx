import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { Role } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dateColumn, sortableColumn, textColumn, type DataTableColumn } from '../../../components/data-table';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useRoleName } from '../../../lib/i18n/use-role-name';
import { permissionsQueryOptions, type PermissionModule } from '../roles-resource';

/** Modules shown by name before "+3". */
const SHOWN_MODULES = 4;

/** The modules a role reaches into, named in the active language, among those the API offers. */
function modulesOf(role: Role, modules: readonly PermissionModule[], locale: 'en' | 'ar'): string[] {
  const areas = new Set(role.permissions.map((name) => name.slice(0, name.indexOf('.'))));
  return modules.filter((module) => areas.has(module.area)).map((module) => module.label[locale]);
}

export function useRoleColumns(): DataTableColumn<Role>[] {
  const { t } = useTranslation('roles');
  const { locale } = useLocale();
  const offered = useQuery(permissionsQueryOptions()).data;
  const roleName = useRoleName();
  return useMemo(
    () => [
      sortableColumn<Role>('name', t('columns.name'), (role) => (
        <Anchor
          renderRoot={(props) => <Link {...props} to="/dashboard/settings/roles_permissions/$role" params={{ role: String(role.id) }} />}
          fz="sm"
          fw={500}
        >
          <bdi>{roleName(role)}</bdi>
        </Anchor>
      )),
      {
        key: 'permissions',
        header: t('columns.modules'),
        cell: (role) => {
          if (role.is_super_admin) {
            return (
              <Badge color="grape" variant="light" tt="none">
                {t('list.fullAccess')}
              </Badge>
            );
          }
          // Until the modules are known, the column waits rather than say "No permissions".
          if (!offered) return null;
          const modules = modulesOf(role, offered, locale);
          if (modules.length === 0) {
            return (
              <Text span fz="sm" c="dimmed">
                {t('list.noPermissions')}
              </Text>
            );
          }
          const rest = modules.length - SHOWN_MODULES;
          return (
            <Group gap={4}>
              {modules.slice(0, SHOWN_MODULES).map((module) => (
                <Badge key={module} variant="light" color="gray" tt="none">
                  {module}
                </Badge>
              ))}
              {rest > 0 && (
                <Badge variant="outline" color="gray" tt="none">
                  {t('list.moreModules', { count: rest, value: formatNumber(rest) })}
                </Badge>
              )}
            </Group>
          );
        },
      },
      textColumn({ key: 'users_count', header: t('columns.users'), width: 110, value: (role) => formatNumber(role.users_count) }),
      dateColumn<Role>({ key: 'updated_at', header: t('columns.updatedAt'), width: 160, value: (role) => role.updated_at, relative: true }),
    ],
    [t, locale, offered, roleName],
  );
}
