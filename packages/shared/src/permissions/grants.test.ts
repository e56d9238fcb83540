import { describe, expect, it } from 'vitest';
import { allPermissions } from './catalogue.js';
import { beyondReach, concretePermissions, describePermissions, heldPermissions, ungrantable } from './grants.js';

const holder = (permissions: string[], roles: string[] = ['Staff']) => ({ roles, permissions });
const superAdmin = holder([], ['Super Admin']);

describe('concretePermissions', () => {
  it('expands an area wildcard to every action of that area, in catalogue order', () => {
    expect(concretePermissions(['users.*'])).toEqual(['users.view', 'users.create', 'users.update', 'users.delete', 'users.impersonate']);
    expect(concretePermissions(['settings.update', 'units.view', 'units.*'])).toEqual([
      'units.view', 'units.create', 'units.update', 'units.delete', 'settings.update',
    ]);
  });

  it('keeps names the catalogue does not know, and expands nothing for them', () => {
    expect(concretePermissions(['legacy.thing', 'nothing.*', 'units.view'])).toEqual(['units.view', 'legacy.thing', 'nothing.*']);
  });

  it('reads a bare * as everything', () => {
    expect(concretePermissions(['*'])).toEqual(['*', ...allPermissions]);
  });
});

describe('ungrantable', () => {
  it('names what the giver does not hold, wildcards expanded on both sides', () => {
    const giver = holder(['roles.update', 'units.*', 'users.view']);
    expect(ungrantable(giver, ['units.create', 'units.*', 'users.view'])).toEqual([]);
    expect(ungrantable(giver, ['users.delete', 'settings.update'])).toEqual(['users.delete', 'settings.update']);
    expect(ungrantable(giver, ['users.*'])).toEqual(['users.create', 'users.update', 'users.delete', 'users.impersonate']);
  });

  it('does not let some actions of an area pass for its wildcard', () => {
    expect(ungrantable(holder(['units.view', 'units.create', 'units.update']), ['units.*'])).toEqual(['units.delete']);
  });

  it('refuses unknown names unless held exactly', () => {
    expect(ungrantable(holder(['units.*']), ['units.fly'])).toEqual(['units.fly']);
    expect(ungrantable(holder(['legacy.thing']), ['legacy.thing'])).toEqual([]);
  });

  it('leaves the Super Admin free to grant anything', () => {
    expect(ungrantable(superAdmin, ['users.*', 'settings.update', 'anything.else'])).toEqual([]);
    expect(heldPermissions(superAdmin).has('settings.clear_cache')).toBe(true);
  });
});

describe('beyondReach', () => {
  it('is empty for a target whose permissions the giver holds', () => {
    expect(beyondReach(holder(['users.*', 'units.*']), holder(['units.view']))).toEqual([]);
    expect(beyondReach(holder(['users.update']), holder([]))).toEqual([]);
  });

  it('names what the target holds beyond the giver', () => {
    expect(beyondReach(holder(['users.*', 'units.view']), holder(['units.*', 'orders.view']))).toEqual([
      'units.create', 'units.update', 'units.delete', 'orders.view',
    ]);
  });

  it('puts a Super Admin beyond everyone but a Super Admin', () => {
    const everything = holder(allPermissions.slice());
    expect(beyondReach(everything, superAdmin)).toEqual(['*']);
    expect(beyondReach(superAdmin, superAdmin)).toEqual([]);
    expect(beyondReach(superAdmin, holder(['users.*']))).toEqual([]);
  });
});

describe('describePermissions', () => {
  it('groups by area with the catalogue labels, in both languages', () => {
    const names = ['settings.update', 'users.delete', 'users.impersonate'];
    expect(describePermissions(names, 'en')).toBe('Users (Delete, Impersonate); Settings (Edit)');
    expect(describePermissions(names, 'ar')).toBe('المستخدمون (حذف، الدخول كمستخدم)؛ الإعدادات (تعديل)');
  });

  it('says "all permissions" for a whole area of several actions, and names a lone action', () => {
    expect(describePermissions(concretePermissions(['users.*', 'dashboard.*']), 'en')).toBe('My dashboard (View); Users (all permissions)');
    expect(describePermissions(concretePermissions(['users.*']), 'ar')).toBe('المستخدمون (كل الصلاحيات)');
  });

  it('names the Super Admin, and shows unknown names as they are', () => {
    expect(describePermissions(['*'], 'en')).toBe('Super Admin');
    expect(describePermissions(['*'], 'ar')).toBe('المدير العام');
    expect(describePermissions(['legacy.thing', 'units.view'], 'en')).toBe('Units (View); legacy.thing');
  });
});
