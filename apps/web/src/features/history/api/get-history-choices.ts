import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { historyKeys } from './history-keys';

export interface HistoryChoices {
  users: { id: number; username: string }[];
  models: string[];
  actions: string[];
}

type Data<T> = { data: T };

/** What the filters can offer, read from what the history holds (three small calls). */
export async function getHistoryChoices(signal?: AbortSignal): Promise<HistoryChoices> {
  const [users, models, actions] = await Promise.all([
    apiFetch<Data<HistoryChoices['users']>>('/dashboard/history/users', { signal }),
    apiFetch<Data<string[]>>('/dashboard/history/models', { signal }),
    apiFetch<Data<string[]>>('/dashboard/history/actions', { signal }),
  ]);
  return { users: users.data, models: models.data, actions: actions.data };
}

export const historyChoicesQueryOptions = () =>
  queryOptions({ queryKey: historyKeys.choices(), queryFn: ({ signal }) => getHistoryChoices(signal), staleTime: 60_000 });

export function useHistoryChoices() {
  return useQuery(historyChoicesQueryOptions());
}
