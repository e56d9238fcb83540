import type { Unit } from '@matjar/shared';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import type { ListResponse } from '../../../components/data-table';
import { unitKeys } from './unit-keys';

export const getUnit = (id: number, signal?: AbortSignal) =>
  apiFetch<{ data: Unit }>(`/dashboard/units/${id}`, { signal }).then((body) => body.data);

/** The unit as a loaded list already shows it, so "Edit" opens at once without a request. */
function fromLists(queryClient: QueryClient, id: number) {
  for (const [key, list] of queryClient.getQueriesData<ListResponse<Unit>>({ queryKey: unitKeys.lists() })) {
    const unit = list?.data.find((row) => row.id === id);
    if (unit) return { unit, updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt };
  }
  return undefined;
}

export const unitQueryOptions = (id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: unitKeys.detail(id),
    queryFn: ({ signal }) => getUnit(id, signal),
    initialData: () => fromLists(queryClient, id)?.unit,
    initialDataUpdatedAt: () => fromLists(queryClient, id)?.updatedAt,
  });

/** One unit, for the edit drawer (also when opened from a link, before any list loaded). */
export function useUnit(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({ ...unitQueryOptions(id ?? 0, queryClient), enabled: id !== null });
}
