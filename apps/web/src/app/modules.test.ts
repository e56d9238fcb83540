import { LIST_SCREENS, permissionAreas } from '@matjar/shared';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The app's modules reach the session's token store, which reads the browser's storage on load.
const storage = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value), removeItem: (key: string) => storage.delete(key) },
});
let webModules: typeof import('./modules')['webModules'];
let historyModelLabels: typeof import('./modules')['historyModelLabels'];
let menu: typeof import('./menu')['menu'];
let createAppRouter: typeof import('./router')['createAppRouter'];
let listSearch: typeof import('./route-kit')['listSearch'];
beforeAll(async () => {
  ({ listSearch } = await import('./route-kit'));
  ({ webModules, historyModelLabels } = await import('./modules'));
  ({ menu } = await import('./menu'));
  ({ createAppRouter } = await import('./router'));
});

const locales = join(import.meta.dirname, '../locales');
const layout = (language: string) => JSON.parse(readFileSync(join(locales, language, 'layout.json'), 'utf8')) as Record<string, any>;
/** The text at a dotted key of a catalogue, if any. */
const at = (tree: Record<string, any>, key: string): unknown => key.split('.').reduce<any>((node, part) => node?.[part], tree);

describe('the web module registry', () => {
  it('names each module once, each with its own catalogue in both languages', () => {
    const names = webModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    for (const module of webModules) {
      for (const language of ['en', 'ar']) expect(existsSync(join(locales, language, `${module.namespace}.json`)), `${language}/${module.namespace}`).toBe(true);
    }
  });

  it('guards each menu entry with a permission of its own module’s areas, texts in both languages', () => {
    const known = new Set<string>(permissionAreas.map((area) => area.area));
    for (const module of webModules) {
      for (const area of module.permissionAreas) expect(known.has(area), area).toBe(true);
      for (const entry of module.menu) {
        const required = Array.isArray(entry.permission) ? entry.permission : [entry.permission];
        for (const permission of required) expect(module.permissionAreas, `${module.name}: ${permission}`).toContain(permission.split('.')[0]);
        for (const language of ['en', 'ar']) {
          expect(at(layout(language), `menu.items.${entry.key}`), `${language} ${entry.key}`).toEqual(expect.any(String));
          expect(at(layout(language), `menu.descriptions.${entry.key}`), `${language} ${entry.key}`).toEqual(expect.any(String));
        }
      }
    }
  });

  it('builds the sidebar from the modules, in the registry order within each group', () => {
    const items = (group: string) => menu.find((entry) => entry.key === group)?.items.map((item) => item.key);
    expect(items('dashboard')).toEqual(['home', 'customers']);
    expect(items('reports')).toEqual(['monthlySales', 'latestOrders', 'mostSellers', 'topCustomers', 'itemsView', 'cartItems', 'underDemandLimit']);
    expect(items('basicData')).toEqual(['countries', 'currency', 'units', 'categories', 'brands', 'products']);
    expect(items('orders')).toEqual(['orders', 'comments']);
    expect(items('users')).toEqual(['users', 'logs', 'roles', 'settings']);
  });

  it('puts every module screen in the route tree, under the signed-in or the print layout', () => {
    const paths = Object.keys(createAppRouter('').routesByPath);
    for (const entry of webModules.flatMap((module): readonly { to: string }[] => module.menu)) expect(paths).toContain(entry.to);
    expect(paths).toEqual(expect.arrayContaining(['/dashboard/countries/$country/governorates/$governorate/cities', '/dashboard/orders/$order/print']));
  });

  it('tells the server which paths are lists: the routes that read a list’s search params', () => {
    const routes = Object.values(createAppRouter('').routesByPath) as Array<{ fullPath: string; options: { validateSearch?: unknown } }>;
    const lists = routes.filter((route) => route.options.validateSearch === listSearch).map((route) => route.fullPath.replace(/^\/dashboard\//, ''));
    expect([...lists].sort()).toEqual([...LIST_SCREENS].sort());
  });

  it('names each history model a module owns, once, in both languages', () => {
    const owned = webModules.flatMap((module) => Object.keys(module.history));
    expect(new Set(owned).size).toBe(owned.length);
    for (const [model, key] of historyModelLabels) {
      const [namespace, path] = key.split(':');
      expect(namespace, model).toBe('layout');
      for (const language of ['en', 'ar']) expect(at(layout(language), path!), `${language} ${model}`).toEqual(expect.any(String));
    }
    expect(historyModelLabels.get('roles')).toBe('layout:models.roles');
  });
});
