import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

/**
 * Deletes one row (`DELETE {path}/{id}`) or several (`DELETE {path}` with `{ [batchKey]: ids }`,
 * spec §7), then refreshes every query under `resourceKey`. The server deletes all or none:
 * a row still in use answers 409 with a message naming what uses it.
 */
export function useDeleteRows(path: string, batchKey: string, resourceKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1
        ? apiFetch(`${path}/${ids[0]}`, { method: 'DELETE' })
        : apiFetch(path, { method: 'DELETE', body: { [batchKey]: ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKey }),
  });
}
