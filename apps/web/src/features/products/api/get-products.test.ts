import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListParams } from '../../../components/data-table';

const apiFetch = vi.fn();
vi.mock('../../../lib/api/api-fetch', () => ({ apiFetch: (...args: unknown[]) => apiFetch(...args) }));
const { fetchProducts } = await import('./get-products');

const params = (page: number, search = ''): ListParams => ({ page, perPage: 15, search, sort: null, filters: {} });
const answer = (meta: Partial<Record<string, unknown>>) => ({
  data: [],
  meta: { current_page: 1, per_page: 15, total: 10_000, total_is_estimate: true, last_page: 667, next_cursor: null, ...meta },
});

describe('fetchProducts', () => {
  beforeEach(() => apiFetch.mockReset());

  it('asks the page after one already seen with the cursor that page gave', async () => {
    apiFetch.mockResolvedValueOnce(answer({ next_cursor: 'c2' })).mockResolvedValueOnce(answer({ next_cursor: 'c3' }));
    await fetchProducts(params(1, 'a'));
    await fetchProducts(params(2, 'a'));
    expect(apiFetch.mock.calls[0]?.[1].query.cursor).toBeUndefined();
    expect(apiFetch.mock.calls[1]?.[1].query).toMatchObject({ page: 2, cursor: 'c2', search: 'a' });
  });

  it('keeps cursors apart by search, sort and filters', async () => {
    apiFetch.mockResolvedValueOnce(answer({ next_cursor: 'x2' })).mockResolvedValueOnce(answer({}));
    await fetchProducts(params(1, 'b'));
    await fetchProducts(params(2, 'other'));
    expect(apiFetch.mock.calls[1]?.[1].query.cursor).toBeUndefined();
  });

  it('offers the next page past an estimated total while there is one', async () => {
    apiFetch.mockResolvedValueOnce(answer({ next_cursor: 'n' }));
    const { meta } = await fetchProducts(params(667, 'c'));
    expect(meta.last_page).toBe(668);
    apiFetch.mockResolvedValueOnce(answer({ total_is_estimate: false, total: 20, last_page: 2 }));
    expect((await fetchProducts(params(1, 'd'))).meta.last_page).toBe(2);
  });
});
