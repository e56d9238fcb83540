import { describe, expect, it } from 'vitest';
import type { Permission } from './catalogue.js';
import { can } from './matcher.js';

/** A name outside the catalogue, which only a caller bypassing the types could pass. */
const outside = (name: string) => name as Permission;

const user = (permissions: string[], roles: string[] = ['Staff']) => ({ roles, permissions });

describe('can', () => {
  it('passes a null or missing requirement, even without a user', () => {
    expect(can(null, null)).toBe(true);
    expect(can(undefined, undefined)).toBe(true);
  });

  it('refuses any real requirement without a user', () => {
    expect(can(null, 'units.view')).toBe(false);
  });

  it('matches exact names', () => {
    expect(can(user(['units.view']), 'units.view')).toBe(true);
    expect(can(user(['units.view']), 'units.create')).toBe(false);
  });

  it('lets a held wildcard grant every action of its area only', () => {
    expect(can(user(['units.*']), 'units.delete')).toBe(true);
    expect(can(user(['units.*']), 'brands.view')).toBe(false);
  });

  it('lets a required wildcard (a menu group) be met by any action of the area', () => {
    expect(can(user(['reports.top_customer']), 'reports.*')).toBe(true);
    expect(can(user(['orders.view']), 'reports.*')).toBe(false);
  });

  it('does not confuse areas sharing a prefix', () => {
    expect(can(user(['coupon.*']), outside('coupons.view'))).toBe(false);
    expect(can(user(['models-history.all']), outside('models.*'))).toBe(false);
  });

  it('is any-of by default and all-of on request', () => {
    const holder = user(['orders.view']);
    expect(can(holder, ['orders.view', 'comments.view'])).toBe(true);
    expect(can(holder, ['orders.view', 'comments.view'], { all: true })).toBe(false);
    expect(can(user(['orders.*', 'comments.view']), ['orders.view', 'comments.view'], { all: true })).toBe(true);
  });

  it('passes every check for the Super Admin role, by name or object', () => {
    expect(can(user([], ['Super Admin']), 'settings.clear_cache')).toBe(true);
    expect(can({ roles: [{ name: 'Super Admin' }], permissions: [] }, [outside('a.b'), outside('c.d')], { all: true })).toBe(true);
  });

  it('treats an empty list as no requirement', () => {
    expect(can(user([]), [])).toBe(true);
  });

  it('takes only catalogue names, so a misspelt permission fails the type check', () => {
    // @ts-expect-error: 'brandz' is not an area of the catalogue.
    expect(can(user(['brands.view']), 'brandz.view')).toBe(false);
    // @ts-expect-error: brands have no 'publish' action.
    expect(can(user(['brands.*']), 'brands.publish')).toBe(true);
  });
});
