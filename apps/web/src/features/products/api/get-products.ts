import type { ProductSummary } from '@matjar/shared';
import { toListQuery, type ListParams } from '../../../components/data-table/list-params';
import type { ListResponse } from '../../../components/data-table';
import { apiFetch } from '../../../lib/api/api-fetch';

/**
 * Keyset cursors seen so far, by the list's shape (search, sort, filters, size) and page:
 * the page after one already shown is asked with the `next_cursor` its predecessor gave,
 * so walking forward through a store of a million products stays one index range per
 * page instead of an ever deeper offset (docs/decisions/0005 "Keyset paging").
 */
const cursors = new Map<string, string>();
const shapeOf = (params: ListParams) => JSON.stringify({ ...params, page: 0 });

/** GET /api/dashboard/products with the URL's paging, sort, search and filters. */
export async function fetchProducts(params: ListParams, signal?: AbortSignal): Promise<ListResponse<ProductSummary>> {
  const shape = shapeOf(params);
  const cursor = cursors.get(`${shape}#${params.page}`);
  const body = await apiFetch<ListResponse<ProductSummary>>('/dashboard/products', {
    query: { ...toListQuery(params), cursor },
    signal,
  });
  const { meta } = body;
  if (meta.next_cursor) cursors.set(`${shape}#${params.page + 1}`, meta.next_cursor);
  // Past the counted bound ("10,000+") the page count is a floor: while a next page
  // exists, the pager offers it.
  const lastPage = meta.total_is_estimate && meta.next_cursor ? Math.max(meta.last_page, params.page + 1) : meta.last_page;
  return { data: body.data, meta: { ...meta, current_page: params.page, last_page: lastPage } };
}
