import { describe, expect, it } from 'vitest';
import { allPermissions } from '../permissions/catalogue.js';
import { isKnownPermission, roleInput, roleUpdateInput } from './roles.js';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('role schemas', () => {
  it('needs a letter in the name (spec §5), in any script', () => {
    for (const name of ['123', '١٢٣', '--', '1 2 3']) {
      expect(messagesOf(roleInput.safeParse({ name })), name).toEqual({ name: 'validation.role_name' });
    }
    expect(messagesOf(roleInput.safeParse({ name: '  ' }))).toEqual({ name: 'validation.required' });
    for (const name of ['Sales 2', 'مدير', 'a1']) expect(roleInput.safeParse({ name }).success, name).toBe(true);
  });

  it('takes catalogue names and area wildcards only, deduplicated and sorted', () => {
    expect(allPermissions.every(isKnownPermission)).toBe(true);
    expect(isKnownPermission('units.*')).toBe(true);
    for (const name of ['*', 'units.fly', 'nothing.*', 'units']) expect(isKnownPermission(name), name).toBe(false);
    expect(roleInput.parse({ name: 'R', permissions: ['units.view', 'brands.*', 'units.view'] }).permissions).toEqual(['brands.*', 'units.view']);
    expect(roleInput.parse({ name: 'R' }).permissions).toEqual([]);
    expect(messagesOf(roleInput.safeParse({ name: 'R', permissions: ['units.view', 'units.fly'] }))).toEqual({ 'permissions.1': 'validation.unknown_permission' });
    expect(roleUpdateInput.parse({})).toEqual({});
  });
});
