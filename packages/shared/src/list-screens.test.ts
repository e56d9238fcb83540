import { describe, expect, it } from 'vitest';
import { isListScreen } from './list-screens.js';

describe('isListScreen', () => {
  it('matches a list path, a param standing for one segment', () => {
    expect(isListScreen('products')).toBe(true);
    expect(isListScreen('countries/3/governorates')).toBe(true);
    expect(isListScreen('categories/12')).toBe(true);
  });

  it('refuses a record’s page, a form, a longer or shorter path, and an empty param', () => {
    for (const path of ['products/65/show', 'products/65', 'orders/create', 'orders/12', 'countries/3', 'products/das/x', 'categories/', '', 'dashboard']) {
      expect(isListScreen(path), path).toBe(false);
    }
  });
});
