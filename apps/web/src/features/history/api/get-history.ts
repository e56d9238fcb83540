import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { historyKeys } from './history-keys';
import { toHistoryParams } from './history-query';

/** One entry of the user history: who (and on whose behalf), what, when and from where. */
export interface HistoryEntry {
  id: number;
  /** created, updated, deleted, signed_in, signed_out, sign_in_failed, grant_refused, access_refused */
  action: string;
  model: string;
  model_id: string | null;
  before: unknown;
  after: unknown;
  user: { id: number; username: string } | null;
  /** Who was signed in as `user` (impersonation), else null. */
  impersonator: { id: number; username: string } | null;
  ip: string | null;
  created_at: string;
}

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
