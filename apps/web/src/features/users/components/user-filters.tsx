import { Select } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { useRoleOptions } from '../api/get-role-options';


/** Role and status filters beside the search box; both live in the URL. */
export function UserFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('users');
  const roles = useRoleOptions();
  const { filters } = list.params;
  return (
    <>
      <Select
        aria-label={t('filters.role')}
        placeholder={t('filters.anyRole')}
        data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))}
        value={filters.role_id ?? null}
        onChange={(value) => list.setFilter('role_id', value)}
        clearable
        searchable
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.anyStatus')}
        data={[
          { value: 'true', label: t('status.active') },
          { value: 'false', label: t('status.disabled') },
        ]}
        value={filters.is_active ?? null}
        onChange={(value) => list.setFilter('is_active', value)}
        clearable
        w={160}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
