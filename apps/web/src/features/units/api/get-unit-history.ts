import type { ListMeta } from '@matjar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { unitKeys } from './unit-keys';

/** One entry of the user history (GET /api/dashboard/history); `before`/`after` are the unit as it was. */
export interface HistoryEntry {
  id: number;
  action: string;
  model: string;
  model_id: string | null;
  before: unknown;
  after: unknown;
  user: { id: number; username: string } | null;
  impersonator: { id: number; username: string } | null;
  ip: string | null;
  created_at: string;
}

/** The latest changes are what a unit's history drawer is for; the full log is the `logs` screen. */
export const UNIT_HISTORY_LIMIT = 50;

export const getUnitHistory = (id: number, signal?: AbortSignal) =>
  apiFetch<{ data: HistoryEntry[]; meta: ListMeta }>('/dashboard/history', {
    query: { model: 'units', model_id: id, perPage: UNIT_HISTORY_LIMIT, sort: '-id' },
    signal,
  });

export const unitHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: unitKeys.history(id), queryFn: ({ signal }) => getUnitHistory(id, signal) });

export function useUnitHistory(id: number | null) {
  return useQuery({ ...unitHistoryQueryOptions(id ?? 0), enabled: id !== null });
}
