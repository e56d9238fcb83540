import type { Unit } from '@matjar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { unitKeys } from './unit-keys';

/** GET /api/dashboard/units with the URL's paging, sort, search and filters. */
export const getUnits = (params: ListParams, signal?: AbortSignal) => fetchList<Unit>('/dashboard/units', params, signal);

export const unitsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: unitKeys.list(params),
    queryFn: ({ signal }) => getUnits(params, signal),
    // The previous page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

export function useUnits(params: ListParams) {
  return useQuery(unitsQueryOptions(params));
}
