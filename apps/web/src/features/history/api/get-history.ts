import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { historyKeys } from './history-keys';
import { toHistoryParams } from './history-query';
import type { HistoryEntry } from '../../../lib/api/history-entry';

/** GET /api/dashboard/history, newest first unless sorted otherwise; read-only. */
export const getHistory = (params: ListParams, signal?: AbortSignal) =>
  fetchList<HistoryEntry>('/dashboard/history', toHistoryParams(params), signal);

export const historyQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: historyKeys.list(params),
    queryFn: ({ signal }) => getHistory(params, signal),
    placeholderData: keepPreviousData,
  });

export function useHistory(params: ListParams) {
  return useQuery(historyQueryOptions(params));
}
