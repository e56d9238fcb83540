import { describe, expect, it } from 'vitest';
import { diffSnapshots, flattenSnapshot } from './history-diff';

describe('flattenSnapshot', () => {
  it('opens nested objects as dotted paths and keeps arrays whole', () => {
    expect([...flattenSnapshot({ name: { en: 'Box', ar: 'صندوق' }, roles: [{ id: 1, name: 'A' }], meta: {} })]).toEqual([
      ['name.en', 'Box'],
      ['name.ar', 'صندوق'],
      ['roles', [{ id: 1, name: 'A' }]],
      ['meta', {}],
    ]);
  });

  it('has no fields for null or a plain value', () => {
    expect(flattenSnapshot(null).size).toBe(0);
    expect(flattenSnapshot('text').size).toBe(0);
  });
});

describe('diffSnapshots', () => {
  it('marks what changed between the sides', () => {
    const rows = diffSnapshots(
      { username: 'sara', is_active: true, roles: [{ id: 1, name: 'A' }] },
      { username: 'sara', is_active: false, roles: [{ id: 1, name: 'A' }], locale: 'ar' },
    );
    expect(rows.map((row) => [row.key, row.changed])).toEqual([
      ['username', false],
      ['is_active', true],
      ['roles', false],
      ['locale', true],
    ]);
  });

  it('shows every field of a created record as changed', () => {
    expect(diffSnapshots(null, { name: 'Kg' })).toEqual([{ key: 'name', before: undefined, after: 'Kg', changed: true }]);
  });
});
