import type { Locale, Unit } from '@matjar/shared';
import { expect, type APIRequestContext } from '@playwright/test';

/** A suffix that keeps one test's records apart from every other test's on the shared server. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const bearer = (token: string, locale: Locale = 'en') => ({ Authorization: `Bearer ${token}`, 'Accept-Language': locale });

export async function createUnit(request: APIRequestContext, token: string, name: { en: string; ar: string }): Promise<Unit> {
  const response = await request.post('/api/dashboard/units', { headers: bearer(token), data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Unit }).data;
}

/** The list as the API answers it, for comparing with what the table shows. */
export async function listUnits(
  request: APIRequestContext,
  token: string,
  query: Record<string, string | number>,
  locale: Locale = 'en',
): Promise<Unit[]> {
  const response = await request.get('/api/dashboard/units', { headers: bearer(token, locale), params: query });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Unit[] }).data;
}

/** POST with invalid names: the server's 422 field messages in `locale`. */
export async function unitValidationErrors(
  request: APIRequestContext,
  token: string,
  locale: Locale,
): Promise<Record<string, string[]>> {
  const response = await request.post('/api/dashboard/units', { headers: bearer(token, locale), data: { name: { en: '', ar: '' } } });
  expect(response.status()).toBe(422);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}
