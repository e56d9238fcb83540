import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@matjar/shared';
import { describe, expect, it } from 'vitest';
import {
  changeListParams,
  listSearchPatch,
  parseListParams,
  toggleSort,
  toListQuery,
  type ListParams,
} from './list-params';

const base: ListParams = { page: 1, perPage: DEFAULT_PER_PAGE, search: '', sort: null, filters: {} };

describe('parseListParams', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseListParams({})).toEqual(base);
  });

  it('reads values the router has JSON-parsed into numbers and booleans', () => {
    expect(parseListParams({ page: 3, perPage: 50, search: 123, sort: '-name' })).toEqual({
      ...base,
      page: 3,
      perPage: 50,
      search: '123',
      sort: '-name',
    });
    expect(parseListParams({ search: true }).search).toBe('true');
  });

  it('falls back on nonsense and caps the page size', () => {
    expect(parseListParams({ page: -2, perPage: 'many', search: { a: 1 } })).toEqual(base);
    expect(parseListParams({ page: 1.5 }).page).toBe(1);
    expect(parseListParams({ perPage: MAX_PER_PAGE * 2 }).perPage).toBe(MAX_PER_PAGE);
  });

  it('ignores sort fields the server does not accept', () => {
    const options = { sortFields: ['name', 'updated_at'] };
    expect(parseListParams({ sort: '-updated_at' }, options).sort).toBe('-updated_at');
    expect(parseListParams({ sort: 'password' }, options).sort).toBeNull();
    expect(parseListParams({ sort: '-' }).sort).toBeNull();
  });

  it('reads only the declared filters', () => {
    expect(parseListParams({ status: 1, other: 'x', brand: '' }, { filterKeys: ['status', 'brand'] }).filters).toEqual({
      status: '1',
    });
  });

  it('trims the search text', () => {
    expect(parseListParams({ search: '  kilo ' }).search).toBe('kilo');
  });
});

describe('listSearchPatch', () => {
  it('writes an id filter as a number, so the URL carries no quotes, and keeps codes with a leading zero as text', () => {
    const patch = listSearchPatch({ ...base, filters: { parent_id: '21', code: '007' } }, { filterKeys: ['parent_id', 'code'] });
    expect(patch).toMatchObject({ parent_id: 21, code: '007' });
    expect(parseListParams(patch, { filterKeys: ['parent_id', 'code'] }).filters).toEqual({ parent_id: '21', code: '007' });
  });

  it('drops defaults so a fresh list keeps a clean URL', () => {
    expect(listSearchPatch(base, { filterKeys: ['status'] })).toEqual({
      page: undefined,
      perPage: undefined,
      search: undefined,
      sort: undefined,
      status: undefined,
    });
  });

  it('round-trips through parseListParams', () => {
    const options = { filterKeys: ['status'], defaultPerPage: 25 };
    const params: ListParams = { page: 4, perPage: 100, search: 'كيلو', sort: '-name', filters: { status: '2' } };
    const patch = listSearchPatch(params, options);
    expect(patch).toEqual({ page: 4, perPage: 100, search: 'كيلو', sort: '-name', status: 2 });
    expect(parseListParams(patch, options)).toEqual(params);
    expect(listSearchPatch({ ...params, perPage: 25 }, options).perPage).toBeUndefined();
  });

  it('writes whole numbers as numbers, so the URL reads ?status=0 and not a quoted string', () => {
    const params: ListParams = { ...base, search: '1024', filters: { status: '0', phone: '0100', amount: '12.50' } };
    const options = { filterKeys: ['status', 'phone', 'amount'] };
    const patch = listSearchPatch(params, options);
    expect(patch).toMatchObject({ search: 1024, status: 0, phone: '0100', amount: '12.50' });
    expect(parseListParams(patch, options)).toEqual(params);
  });
});

describe('changeListParams', () => {
  const onPage3 = { ...base, page: 3 };

  it('keeps the page for a page change only', () => {
    expect(changeListParams(onPage3, { page: 5 }).page).toBe(5);
  });

  it('goes back to page 1 when search, sort, size or filters change', () => {
    expect(changeListParams(onPage3, { search: 'kg' }).page).toBe(1);
    expect(changeListParams(onPage3, { sort: 'name' }).page).toBe(1);
    expect(changeListParams(onPage3, { perPage: 50 }).page).toBe(1);
    expect(changeListParams(onPage3, { filters: { status: '1' } }).page).toBe(1);
  });

  it('keeps the page when nothing that reshapes the list changed', () => {
    expect(changeListParams(onPage3, { search: '', filters: {} }).page).toBe(3);
  });
});

describe('toggleSort', () => {
  it('cycles ascending, descending, default', () => {
    expect(toggleSort(null, 'name')).toBe('name');
    expect(toggleSort('name', 'name')).toBe('-name');
    expect(toggleSort('-name', 'name')).toBeNull();
  });

  it('starts ascending on another column', () => {
    expect(toggleSort('-name', 'updated_at')).toBe('updated_at');
  });
});

describe('toListQuery', () => {
  it('sends paging always and the rest only when set', () => {
    expect(toListQuery(base)).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(toListQuery({ ...base, search: 'kg', sort: '-name', filters: { status: '1' } })).toEqual({
      page: 1,
      perPage: DEFAULT_PER_PAGE,
      search: 'kg',
      sort: '-name',
      status: '1',
    });
  });
});
