import type { TokenPair } from '@matjar/shared';
import { errorMessage } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/api-fetch';
import { loadQueryClient } from '../../../lib/api/load-query-client';
import { tokenStore } from '../../../lib/session/session';
import { forgetAdminSession, keepAdminSession } from '../kept-session';

export type EnterResult = { ok: true } | { ok: false; message: string };

/**
 * POST /api/impersonate/{token}: spends the one-time token for a new session as the
 * target. The tokens in use until now (the admin's) are kept aside for the way back, and
 * the cache of the admin's data is dropped.
 */
export async function enterImpersonation(token: string | undefined): Promise<EnterResult> {
  if (!token) return { ok: false, message: '' };
  let pair: TokenPair;
  try {
    pair = await apiFetch<{ data: TokenPair }>(`/impersonate/${encodeURIComponent(token)}`, { method: 'POST', auth: false }).then(
      (body) => body.data,
    );
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
  const admin = tokenStore.read();
  if (admin) keepAdminSession(admin);
  else forgetAdminSession();
  await tokenStore.save(pair);
  (await loadQueryClient()).clear();
  return { ok: true };
}
