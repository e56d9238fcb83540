import { IconTag } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { NavItem } from '../layouts/dashboard-layout/nav-types';
import { requirePermission } from './route-gate';

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
});
