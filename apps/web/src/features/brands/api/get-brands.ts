import type { Brand } from '@matjar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { apiFetch } from '../../../lib/api/api-fetch';
import { brandKeys } from './brand-keys';

/** GET /api/dashboard/brands with the URL's paging, sort and search. */
export function useBrands(params: ListParams) {
  return useQuery({
    queryKey: brandKeys.list(params),
    queryFn: ({ signal }) => fetchList<Brand>('/dashboard/brands', params, signal),
    // The previous page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
}

/** One brand for the edit drawer, also when it is opened from a link before any list loaded. */
export function useBrand(id: number | null) {
  return useQuery({
    queryKey: brandKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiFetch<{ data: Brand }>(`/dashboard/brands/${id}`, { signal }).then((body) => body.data),
    enabled: id !== null,
  });
}
