import { apiFetch } from '../../../lib/api/api-fetch';

export interface ImpersonationToken {
  token: string;
  expires_in: number;
}

/** POST /api/dashboard/users/{id}/impersonate: a one-time token for `/dashboard/impersonate/{token}`. */
export const startImpersonation = (id: number) =>
  apiFetch<{ data: ImpersonationToken }>(`/dashboard/users/${id}/impersonate`, { method: 'POST' }).then(
    (body) => body.data,
  );
