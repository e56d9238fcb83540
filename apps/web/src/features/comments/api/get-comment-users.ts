import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { useCan } from '../../../lib/session/use-can';

interface UserChoice {
  id: number;
  username: string;
}

/**
 * Staff to filter comments by. The comments contract has no list of authors, so this is
 * the users list (GET /api/dashboard/users), for those who may read it; others filter by
 * the other fields.
 */
export function useCommentUsers() {
  const allowed = useCan('users.view');
  return useQuery({
    queryKey: ['users', 'choices'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: UserChoice[] }>('/dashboard/users', { query: { perPage: 1000, sort: 'username' }, signal }).then(
        (body) => body.data,
      ),
    enabled: allowed,
    staleTime: 5 * 60_000,
  });
}
