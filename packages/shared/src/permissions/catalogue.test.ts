import { describe, expect, it } from 'vitest';
import { allPermissions, permissionAreas } from './catalogue.js';

// Spec §6, menu permission strings, word for word.
const specStrings = [
  'dashboard.*', 'customers.*', 'reports.*', 'reports.top_customer', 'reports.product_views',
  'reports.product_aut_of_stouk', 'reports.product_most_selling', 'countries.*', 'currencies.*',
  'units.*', 'categories.*', 'brands.*', 'products.*', 'offers.*', 'coupon.valid', 'orders.*',
  'comments.*', 'ads.*', 'pages.*', 'sliders.*', 'menus.*', 'users.*', 'models-history.all',
  'settings.clear_cache',
];

describe('permission catalogue', () => {
  it('declares every permission string of the spec', () => {
    const areas = new Set<string>(permissionAreas.map((a) => a.area));
    for (const name of specStrings) {
      if (name.endsWith('.*')) expect(areas.has(name.slice(0, -2)), name).toBe(true);
      else expect(allPermissions, name).toContain(name);
    }
  });

  it('has no duplicate names and labels in both languages', () => {
    expect(new Set(allPermissions).size).toBe(allPermissions.length);
    for (const area of permissionAreas) {
      expect(area.label.en.trim()).not.toBe('');
      expect(area.label.ar.trim()).not.toBe('');
    }
  });
});
