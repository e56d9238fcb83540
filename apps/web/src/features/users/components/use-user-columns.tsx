import { Badge, Group, Text } from '@mantine/core';
import type { User } from '@matjar/shared';
import { IconKey } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRoleName } from '../../../lib/i18n/use-role-name';
import { dateColumn, sortableColumn, textColumn, type DataTableColumn } from '../../../components/data-table';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';

/** Columns of the users list; `selfId` marks the signed-in user's own row. */
export function useUserColumns(selfId: number | undefined): DataTableColumn<User>[] {
  const { t } = useTranslation('users');
  const roleName = useRoleName();
  return useMemo(
    () => [
      sortableColumn<User>('username', t('columns.username'), (user) => (
        <Group gap={6} wrap="nowrap">
          <Text span fz="sm" fw={500} dir="auto">
            {user.username}
          </Text>
          {user.id === selfId && (
            <Badge size="xs" variant="light" color="gray">
              {t('list.you')}
            </Badge>
          )}
          {user.must_change_password && (
            <LazyTooltip label={t('list.mustChangePassword')}>
              <IconKey size={14} aria-label={t('list.mustChangePassword')} color="var(--mantine-color-orange-6)" />
            </LazyTooltip>
          )}
        </Group>
      )),
      textColumn({ key: 'email', header: t('columns.email'), sortField: 'email', value: (user) => user.email, text: { c: 'dimmed', dir: 'ltr' } }),
      {
        key: 'roles',
        header: t('columns.roles'),
        cell: (user) => (
          <Group gap={4}>
            {user.roles.map((role) => (
              <Badge key={role.id} variant="light" size="sm" tt="none">
                {roleName(role)}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        key: 'is_active',
        header: t('columns.status'),
        width: 110,
        cell: (user) => (
          <Badge variant="dot" color={user.is_active ? 'teal' : 'gray'} tt="none">
            {t(user.is_active ? 'status.active' : 'status.disabled')}
          </Badge>
        ),
      },
      dateColumn<User>({ key: 'created_at', header: t('columns.createdAt'), sortField: 'created_at', width: 150, value: (user) => user.created_at, relative: true }),
    ],
    [t, selfId, roleName],
  );
}
