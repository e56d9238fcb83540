import { SUPER_ADMIN_ROLE } from '@matjar/shared';
import { useCallback } from 'react';
import { useTranslation } from './use-translation';

/**
 * A role's name as the screen shows it. Roles are named by the staff who make them, in one
 * language, and are shown as typed; the Super Admin role is the system's own (it cannot be
 * renamed), so the interface names it in the active language: "المدير العام".
 */
export function useRoleName(): (role: { name: string }) => string {
  const { t } = useTranslation('common');
  return useCallback((role) => (role.name === SUPER_ADMIN_ROLE ? t('roles.superAdmin') : role.name), [t]);
}
