import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { SelectFilter } from '../../../components/data-table/select-filter';
import { useRoleOptions } from '../api/get-role-options';
import { useRoleName } from '../../../lib/i18n/use-role-name';


/** Role and status filters beside the search box; both live in the URL. */
export function UserFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('users');
  const roles = useRoleOptions();
  const roleName = useRoleName();
  const roleChoices = (roles.data ?? []).map((role) => ({ value: String(role.id), label: roleName(role) }));
  const states = [{ value: 'true', label: t('status.active') }, { value: 'false', label: t('status.disabled') }];
  return (
    <>
      <SelectFilter list={list} name="role_id" aria-label={t('filters.role')} placeholder={t('filters.anyRole')} data={roleChoices} searchable w={200} />
      <SelectFilter list={list} name="is_active" aria-label={t('filters.status')} placeholder={t('filters.anyStatus')} data={states} w={160} />
    </>
  );
}
