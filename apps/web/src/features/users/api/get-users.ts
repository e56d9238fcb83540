import type { User } from '@matjar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { userKeys } from './user-keys';

/** GET /api/dashboard/users with the URL's paging, sort, search and filters (`role_id`, `is_active`). */
export const getUsers = (params: ListParams, signal?: AbortSignal) => fetchList<User>('/dashboard/users', params, signal);

export const usersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: ListParams) {
  return useQuery(usersQueryOptions(params));
}
