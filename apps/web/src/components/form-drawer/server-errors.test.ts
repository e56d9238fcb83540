import { describe, expect, it } from 'vitest';
import { fieldPaths, mapServerErrors } from './server-errors';

describe('fieldPaths', () => {
  it('lists leaves of nested objects, and arrays whole and item by item', () => {
    expect(fieldPaths({ name: { en: '', ar: '' }, tags: ['a'], price: 3, when: new Date(0) })).toEqual([
      'name.en',
      'name.ar',
      'tags',
      'price',
      'when',
    ]);
    expect(fieldPaths({ options: [{ values: [{ en: '', ar: '' }] }] })).toEqual([
      'options',
      'options.0.values',
      'options.0.values.0.en',
      'options.0.values.0.ar',
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

  it("puts an item's message on its list when the list is one field", () => {
    expect(mapServerErrors({ 'tags.2': ['this word exists'], 'variants.0.values.1': ['Taken'] }, ['tags', ...known]).fields).toEqual([
      { name: 'tags', message: 'this word exists' },
      { name: 'variants.0.values', message: 'Taken' },
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
