import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api/api-fetch';

/**
 * A record read and changed whole at one address (the API's `lib/single-record.ts`): the
 * signed-in user's profile, a settings group. `GET path` answers it, `PATCH path` takes the
 * fields that changed and answers it again.
 */
export interface SingleRecord<Row> {
  path: string;
  queryKey: readonly unknown[];
  /** Only a type: the record as answered. */
  readonly row?: Row;
}

export const defineSingleRecord = <Row>(path: string, queryKey: readonly unknown[] = ['record', path]): SingleRecord<Row> => ({ path, queryKey });

export const singleRecordQuery = <Row>(record: SingleRecord<Row>) =>
  queryOptions({
    queryKey: record.queryKey,
    queryFn: ({ signal }) => apiFetch<{ data: Row }>(record.path, { signal }).then((body) => body.data),
  });

/** `PATCH path` with the changes; the answer becomes the cached record. */
export function useSaveSingleRecord<Row, Changes>(record: SingleRecord<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Changes) => apiFetch<{ data: Row }>(record.path, { method: 'PATCH', body: changes }).then((body) => body.data),
    onSuccess: (row) => queryClient.setQueryData(record.queryKey, row),
  });
}
