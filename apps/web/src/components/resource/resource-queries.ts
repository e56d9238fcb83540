import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api/api-fetch';
import { saveMultipart } from '../../lib/api/save-multipart';
import type { ListParams } from '../data-table/list-params';
import type { ListResponse } from '../data-table/types';
import { resourceKeys, resourceListQuery, type Resource } from './resource';

type AnyRow = { id: number };

/** One page of the list, with the URL's paging, sort, search and filters. */
export const resourceListOptions = <Row extends AnyRow>(resource: Resource<Row, any, any>, params: ListParams) =>
  queryOptions({
    ...resourceListQuery(resource, params),
    // The previous page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

export const useResourceRows = <Row extends AnyRow>(resource: Resource<Row, any, any>, params: ListParams) =>
  useQuery(resourceListOptions(resource, params));

/** A record as a loaded list already shows it, so "Edit" opens at once (only where a row is the whole record). */
function fromLists<Row extends AnyRow>(queryClient: QueryClient, resource: Resource<Row, any, any>, id: number) {
  for (const [key, list] of queryClient.getQueriesData<ListResponse<Row>>({ queryKey: resourceKeys(resource).lists() })) {
    const row = list?.data.find((candidate) => candidate.id === id);
    if (row) return { row, updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt };
  }
  return undefined;
}

/** `GET {path}/{id}`; with a query client, it starts from a loaded list's row (see `rowIsRecord`). */
export const resourceRecordOptions = <Detail extends AnyRow>(
  resource: Resource<any, any, Detail>,
  id: number,
  seedFromLists?: QueryClient,
) =>
  queryOptions({
    queryKey: resourceKeys(resource).detail(id),
    queryFn: ({ signal }) => apiFetch<{ data: Detail }>(`${resource.path}/${id}`, { signal }).then((body) => body.data),
    initialData: seedFromLists && (() => fromLists<Detail>(seedFromLists, resource, id)?.row),
    initialDataUpdatedAt: seedFromLists && (() => fromLists<Detail>(seedFromLists, resource, id)?.updatedAt),
  });

/** One record (an edit drawer opened from a link, a record's own page); nothing is asked for `null`. */
export function useResourceRecord<Detail extends AnyRow>(resource: Resource<any, any, Detail>, id: number | null) {
  const queryClient = useQueryClient();
  const seed = resource.rowIsRecord ? queryClient : undefined;
  return useQuery({ ...resourceRecordOptions(resource, id ?? 0, seed), enabled: id !== null });
}

/** Refreshes every query of the resource (lists, records, pickers, histories) and what else it names. */
function refresh(queryClient: QueryClient, resource: Resource<any, any, any>) {
  return Promise.all(
    [resource.key, ...resource.alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * A change of the resource's records that is not a plain save or delete (enable, archive,
 * make local …); the resource's queries refresh before the caller's own `onSuccess`.
 */
export function useResourceAction<Variables, Answer = unknown>(
  resource: Resource<any, any, any>,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(queryClient, resource) });
}

export interface SaveVariables<Input> {
  /** The record being edited; a new one when absent. */
  id?: number | undefined;
  input: Input;
}

/**
 * Creates (`POST {path}`) or edits a record: JSON to `PATCH {path}/{id}`, or multipart to
 * `POST {path}/{id}` with `_method=PATCH` when a file travels with the fields (spec §7).
 */
export function saveResource<Row, Input>(resource: Pick<Resource<any>, 'path' | 'body'>, { id, input }: SaveVariables<Input>): Promise<Row> {
  if (resource.body === 'multipart') return saveMultipart<Row>(resource.path, id, input as Record<string, unknown>);
  const path = id === undefined ? resource.path : `${resource.path}/${id}`;
  return apiFetch<{ data: Row }>(path, { method: id === undefined ? 'POST' : 'PATCH', body: input }).then((body) => body.data);
}

export const useSaveResource = <Row extends AnyRow, Input>(resource: Resource<Row, Input, any>) =>
  useResourceAction(resource, (variables: SaveVariables<Input>) => saveResource<Row, Input>(resource, variables));

/**
 * Deletes one record (`DELETE {path}/{id}`) or several (`DELETE {path}` with
 * `{ [batchKey]: ids }`). The server deletes all or none: a record still in use answers
 * 409 with a message naming what uses it.
 */
export function useDeleteResource(resource: Resource<any, any, any>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1
        ? apiFetch(`${resource.path}/${ids[0]}`, { method: 'DELETE' })
        : apiFetch(resource.path, { method: 'DELETE', body: { [resource.batchKey]: ids } }),
    onSuccess: async (_answer, ids) => {
      // A screen still showing a deleted record (its own page) keeps it until it moves on.
      for (const id of ids) queryClient.removeQueries({ queryKey: resourceKeys(resource).detail(id), type: 'inactive' });
      await refresh(queryClient, resource);
    },
  });
}
