import { concretePermissions, permissionAreas } from '@matjar/shared';
import { describe, expect, it } from 'vitest';
import { checkState, collapsePermissions, setMany } from './permission-selection';

const modules = [
  { area: 'units', permissions: [{ name: 'units.view' }, { name: 'units.create' }] },
  { area: 'models-history', permissions: [{ name: 'models-history.all' }] },
  { area: 'users', permissions: [{ name: 'users.view' }, { name: 'users.update' }, { name: 'users.impersonate' }] },
];

describe('collapsePermissions', () => {
  it('saves a fully ticked module as its wildcard and the rest by name', () => {
    expect(collapsePermissions(['units.view', 'units.create', 'users.update', 'models-history.all'], modules)).toEqual([
      'units.*',
      'models-history.*',
      'users.update',
    ]);
  });

  it('round-trips with the shared concretePermissions (what the form ticks)', () => {
    const catalogue = permissionAreas.map((a) => ({ area: a.area, permissions: a.actions.map((action) => ({ name: `${a.area}.${action}` })) }));
    const held = ['units.*', 'users.view'];
    expect(collapsePermissions(concretePermissions(held), catalogue)).toEqual(held);
  });

  it('saves nothing for nothing ticked', () => {
    expect(collapsePermissions([], modules)).toEqual([]);
  });
});

describe('checkState and setMany', () => {
  const names = ['users.view', 'users.update', 'users.impersonate'];

  it('tells all, some and none apart', () => {
    expect(checkState(names, new Set(names))).toBe('all');
    expect(checkState(names, new Set(['users.view']))).toBe('some');
    expect(checkState(names, new Set())).toBe('none');
  });

  it('ticks and clears a group at once, leaving other names alone', () => {
    expect(setMany(['units.view'], names, true).sort()).toEqual(['units.view', ...names].sort());
    expect(setMany(['units.view', ...names], names, false)).toEqual(['units.view']);
  });
});
