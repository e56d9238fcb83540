import { apiFetch } from '../../lib/api/api-fetch';
import type { ConfirmIntent } from './confirm-intent-dialog';
import type { Resource } from './resource';
import { useResourceAction } from './resource-queries';

/** `POST {path}/{id}/activate` or `/deactivate` (idempotent), for records that can be switched off (customers, users). */
export const useSetActive = (resource: Resource<any, any, any>) =>
  useResourceAction(resource, ({ id, active }: { id: number; active: boolean }) =>
    apiFetch(`${resource.path}/${id}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' }),
  );

/**
 * Enabling or disabling a record, as a row or a record's page asks it: `confirm.enable|disable.*`,
 * then `toast.enabled|disabled`. Disabling shuts someone out, so its button is red.
 */
export function activeIntent(
  record: { id: number; active: boolean },
  setActive: (change: { id: number; active: boolean }) => Promise<unknown>,
): Omit<ConfirmIntent, 'name'> {
  const { id, active } = record;
  return {
    key: active ? 'disable' : 'enable',
    danger: active,
    run: () => setActive({ id, active: !active }),
    toast: active ? 'toast.disabled' : 'toast.enabled',
  };
}
