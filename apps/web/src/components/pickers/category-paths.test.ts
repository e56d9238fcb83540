import type { CategoryListItem } from '@matjar/shared';
import { describe, expect, it } from 'vitest';
import { categoryOptions } from './category-paths';

const row = (id: number, en: string, parent_id: number | null, depth: number): CategoryListItem => ({
  id,
  name: { en, ar: `${en}-ar` },
  parent_id,
  depth,
});

const tree = [
  row(1, 'Clothes', null, 0),
  row(2, 'Women', 1, 1),
  row(3, 'Shoes', 2, 2),
  row(4, 'Men', 1, 1),
  row(5, 'Toys', null, 0),
];

describe('categoryOptions', () => {
  it('labels each category with its path in the active language', () => {
    const options = categoryOptions(tree, 'ar');
    expect(options.map((option) => option.label)).toEqual([
      'Clothes-ar',
      'Clothes-ar / Women-ar',
      'Clothes-ar / Women-ar / Shoes-ar',
      'Clothes-ar / Men-ar',
      'Toys-ar',
    ]);
    expect(options[2]).toMatchObject({ name: 'Shoes-ar', depth: 2, parentPath: 'Clothes-ar / Women-ar' });
  });

  it('leaves out an excluded category and all of its descendants', () => {
    const ids = categoryOptions(tree, 'en', [2]).map((option) => option.value);
    expect(ids).toEqual([1, 4, 5]);
  });
});
