import type { Role, User } from '@matjar/shared';
import { expect, type APIRequestContext } from '@playwright/test';

/** Setting up users and roles over HTTP beside the browser. */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });

export async function createRole(request: APIRequestContext, token: string, name: string, permissions: string[]): Promise<Role> {
  const response = await request.post('/api/dashboard/roles', { headers: bearer(token), data: { name, permissions } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Role }).data;
}

export async function getRole(request: APIRequestContext, token: string, id: number): Promise<Role> {
  const response = await request.get(`/api/dashboard/roles/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Role }).data;
}

/** The role of that exact name, as the roles list finds it. */
export async function findRole(request: APIRequestContext, token: string, name: string): Promise<Role> {
  const response = await request.get('/api/dashboard/roles', { headers: bearer(token), params: { search: name } });
  expect(response.status()).toBe(200);
  const role = ((await response.json()) as { data: Role[] }).data.find((r) => r.name === name);
  if (!role) throw new Error(`no role named ${name}`);
  return role;
}

export async function createUser(
  request: APIRequestContext,
  token: string,
  user: { username: string; email: string; password: string; role_ids: number[]; must_change_password?: boolean },
): Promise<User> {
  const response = await request.post('/api/dashboard/users', { headers: bearer(token), data: user });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: User }).data;
}

/** A user of one test's own: `{name}-{tag}`, its address at example.com, password `{name}-pass-1`, holding one role. */
export const createTestUser = (request: APIRequestContext, token: string, name: string, tag: string, roleId: number): Promise<User> =>
  createUser(request, token, { username: `${name}-${tag}`, email: `${name}-${tag}@example.com`, password: `${name}-pass-1`, role_ids: [roleId] });
