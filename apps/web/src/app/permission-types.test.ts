import { IconTag } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { NavItem } from '../layouts/dashboard-layout/nav-types';
import { requirePermission } from './route-gate';
import { defineWebModule, menuEntry } from './web-module';

// Menu entries and route guards take only the catalogue's permissions: each line marked
// with a ts-expect-error directive fails the type check (`npm run lint`) if a misspelt name
// is ever accepted.
describe('typed permissions in the web app', () => {
  it('refuses a misspelt permission in a menu entry and in a route guard', () => {
    const entry: NavItem = {
      key: 'brands',
      label: 'layout:menu.items.brands',
      description: 'layout:menu.items.brandsDescription',
      to: '/dashboard/brands',
      icon: IconTag,
      // @ts-expect-error: 'brandz' is not an area of the catalogue.
      permission: 'brandz.view',
    };
    // @ts-expect-error: 'brandz' is not an area of the catalogue.
    const guard = requirePermission('brandz.view');
    // The route tree is built from the modules and keeps their paths' types: a screen no module declares is no path.
    // @ts-expect-error: no module declares /dashboard/brandz.
    const stray: NavItem['to'] = '/dashboard/brandz';
    const declared: NavItem['to'] = '/dashboard/countries/$country/governorates/$governorate/cities';
    expect([stray, declared]).toHaveLength(2);
    expect(entry.permission).toBe('brandz.view');
    expect(typeof guard).toBe('function');
    expect(typeof requirePermission('brands.view')).toBe('function');
  });

  it("refuses a module's misspelt menu permission on its own line, the module still typed", () => {
    const scratch = defineWebModule({
      name: 'warehouses',
      // @ts-expect-error: 'warehousez' is not an area of the catalogue; this line is the only error.
      menu: [menuEntry({ group: 'basicData', key: 'warehouses', to: '/dashboard/brands', icon: IconTag, permission: 'warehousez.*' })],
      routes: () => [],
      history: {},
    });
    // Had the mistake spread, the module would have lost its literal types and this would not compile.
    const path: NavItem['to'] = scratch.menu[0].to;
    expect(path).toBe('/dashboard/brands');
  });
});
