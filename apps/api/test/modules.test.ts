import { permissionAreas } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { areasOf } from '../src/modules/module.js';
import { apiModules } from '../src/modules/registry.js';
import { type TestServer, describeEachDatabase } from './harness.js';

/** The areas a route's `permission` names: `units.view` → units; none for public and any-user routes. */
const areasNamed = (permission: unknown): string[] =>
  (Array.isArray(permission) ? permission : [permission]).filter((p): p is string => typeof p === 'string').map((p) => p.split('.')[0] as string);

describe('the module registry', () => {
  it('lists each module once, and gives each permission area one owner', () => {
    const names = apiModules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const owned = apiModules.flatMap((m) => m.permissionAreas);
    expect(new Set(owned).size, owned.join(', ')).toBe(owned.length);
  });

  it('names a registered module for each one whose rows a module holds', () => {
    // A misspelt name would leave that module's rows unguarded: no holder would answer for them.
    const names = new Set(apiModules.map((m) => m.name));
    const held = apiModules.flatMap((m) => Object.keys(m.holds ?? {}).map((lower) => ({ holder: m.name, lower })));
    expect(held).toContainEqual({ holder: 'orders', lower: 'products' });
    expect(held.filter((h) => !names.has(h.lower))).toEqual([]);
  });

  it('offers the areas of its modules in catalogue order, none of modules still to come', () => {
    const offered = areasOf(apiModules);
    expect(offered).toEqual(permissionAreas.map((a) => a.area).filter((area) => offered.includes(area)));
    for (const future of ['pages', 'menus']) expect(offered).not.toContain(future);
  });
});

describeEachDatabase('the permissions a role can be given', (suite) => {
  let server: TestServer;
  let offered: { area: string; permissions: { name: string }[] }[];
  beforeAll(async () => {
    server = await suite.start();
    const answer = await server.api((await server.login('admin@example.com')).access_token).get('/api/dashboard/permissions');
    expect(answer.status).toBe(200);
    offered = answer.body.data;
  });

  it('are those of the registered modules, each area with all its actions and labels', () => {
    expect(offered.map((a) => a.area)).toEqual(areasOf(apiModules));
    const units = offered.find((a) => a.area === 'units');
    expect(units).toEqual({
      area: 'units',
      label: { en: 'Units', ar: 'الوحدات' },
      permissions: ['view', 'create', 'update', 'delete'].map((action) => ({ name: `units.${action}`, label: expect.objectContaining({ en: expect.any(String), ar: expect.any(String) }) })),
    });
  });

  it('hold every permission a route checks, so none is out of every role’s reach', () => {
    const areas = new Set(offered.map((a) => a.area));
    const checked = server.routes.flatMap((route) => areasNamed(route.config?.permission).map((area) => `${route.method} ${route.url}: ${area}`));
    expect(checked.length).toBeGreaterThan(50);
    expect(checked.filter((entry) => !areas.has(entry.split(': ')[1] as string))).toEqual([]);
  });
});
