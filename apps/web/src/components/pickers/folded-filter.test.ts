import { describe, expect, it } from 'vitest';
import { foldedFilter } from './folded-filter';

const options = [
  { value: 1, label: 'ملابس / أحذية' },
  { value: 2, label: 'ألعاب' },
  { value: 3, label: 'Clothes / Shoes' },
];

describe('foldedFilter', () => {
  it('finds an Arabic name however its alef is typed, and every word anywhere in the path', () => {
    expect(foldedFilter({ options, search: 'احذيه ملابس', limit: Infinity })).toEqual([options[0]]);
    expect(foldedFilter({ options, search: 'shoes', limit: Infinity })).toEqual([options[2]]);
  });

  it('keeps every option for an empty search, up to the limit', () => {
    expect(foldedFilter({ options, search: '  ', limit: 2 })).toEqual(options.slice(0, 2));
  });
});
