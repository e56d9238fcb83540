import type { LoginInput, Me, TokenPair } from '@matjar/shared';
import { apiFetch } from '../../../lib/api/api-fetch';
import { loadQueryClient } from '../../../lib/api/load-query-client';
import { meQueryOptions } from '../../../lib/session/me-query';
import { tokenStore } from '../../../lib/session/session';

/** POST /api/login; a 401 here means wrong credentials, so no refresh is attempted. */
export function login(input: LoginInput): Promise<TokenPair> {
  return apiFetch<{ data: TokenPair }>('/login', { method: 'POST', body: input, auth: false }).then((body) => body.data);
}

/**
 * Signs in, keeps the tokens, then loads the profile the dashboard needs (spec §6) into
 * the cache the signed-in app reads it from.
 */
export async function signIn(input: LoginInput): Promise<Me> {
  await tokenStore.save(await login(input));
  const queryClient = await loadQueryClient();
  queryClient.removeQueries({ queryKey: meQueryOptions().queryKey });
  return queryClient.fetchQuery(meQueryOptions());
}
