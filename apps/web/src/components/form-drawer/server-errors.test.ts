import { describe, expect, it } from 'vitest';
import { fieldPaths, mapServerErrors } from './server-errors';

describe('fieldPaths', () => {
  it('lists leaves of nested objects and keeps arrays whole', () => {
    expect(fieldPaths({ name: { en: '', ar: '' }, tags: ['a'], price: 3, when: new Date(0) })).toEqual([
      'name.en',
      'name.ar',
      'tags',
      'price',
      'when',
    ]);
  });

  it('names the fields of rows in an array of objects', () => {
    expect(fieldPaths({ items: [{ product_id: 1, quantity: 2 }], notes: '' })).toEqual([
      'items',
      'items.0.product_id',
      'items.0.quantity',
      'notes',
    ]);
  });

  it('answers nothing for a non-object', () => {
    expect(fieldPaths(undefined)).toEqual([]);
  });
});

describe('mapServerErrors', () => {
  const known = ['name.en', 'name.ar', 'variants.0.values'];

  it('puts dotted keys on their fields and joins several messages', () => {
    expect(
      mapServerErrors({ 'name.en': ['English name is required'], 'name.ar': ['a', 'b'] }, known),
    ).toEqual({
      fields: [
        { name: 'name.en', message: 'English name is required' },
        { name: 'name.ar', message: 'a b' },
      ],
      general: [],
    });
  });

  it('reads bracket keys as dotted paths', () => {
    expect(mapServerErrors({ 'variants[0][values]': ['Pick a value'] }, known).fields).toEqual([
      { name: 'variants.0.values', message: 'Pick a value' },
    ]);
  });

  it('keeps messages for unknown keys as general errors and skips empty ones', () => {
    expect(mapServerErrors({ units: ['Items are required'], name: 'Taken', 'name.en': [] }, known)).toEqual({
      fields: [],
      general: ['Items are required', 'Taken'],
    });
  });

  it('accepts an answer without errors', () => {
    expect(mapServerErrors(undefined, known)).toEqual({ fields: [], general: [] });
  });
});
