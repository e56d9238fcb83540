import type { User } from '@matjar/shared';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListResponse } from '../../../components/data-table';
import { apiFetch } from '../../../lib/api/api-fetch';
import { userKeys } from './user-keys';

export const getUser = (id: number, signal?: AbortSignal) =>
  apiFetch<{ data: User }>(`/dashboard/users/${id}`, { signal }).then((body) => body.data);

/** The user as a loaded list already shows them, so "Edit" opens at once. */
function fromLists(queryClient: QueryClient, id: number) {
  for (const [key, list] of queryClient.getQueriesData<ListResponse<User>>({ queryKey: userKeys.lists() })) {
    const user = list?.data.find((row) => row.id === id);
    if (user) return { user, updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt };
  }
  return undefined;
}

export const userQueryOptions = (id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    initialData: () => fromLists(queryClient, id)?.user,
    initialDataUpdatedAt: () => fromLists(queryClient, id)?.updatedAt,
  });

export function useUser(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({ ...userQueryOptions(id ?? 0, queryClient), enabled: id !== null });
}
