import { apiFetch } from '../../lib/api/api-fetch';
import { toListQuery, type ListParams } from './list-params';
import type { ListResponse } from './types';

/** One list call for any resource, with the URL's paging, sort, search and filters. */
export function fetchList<T>(path: string, params: ListParams, signal?: AbortSignal): Promise<ListResponse<T>> {
  return apiFetch<ListResponse<T>>(path, { query: toListQuery(params), signal });
}
