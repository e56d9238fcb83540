import type { CrudArea } from '@matjar/shared';
import type { QueryKey } from '@tanstack/react-query';
import { fetchList } from '../data-table/fetch-list';
import type { ListParams } from '../data-table/list-params';
import type { ListResponse } from '../data-table/types';

/**
 * One kind of record the dashboard lists and edits (brands, units, …), described once: where
 * the API keeps it, which permissions guard it, which catalogue names it and how its query
 * keys are built. The list page, the form drawer and the queries all read it.
 */
export interface Resource<Row extends { id: number }, Input = unknown, Detail extends { id: number } = Row> {
  /** `{area}.view|create|update|delete` guard the screen and its actions. */
  area: CrudArea;
  /** The screen's catalogue, and a key prefix inside it (the places levels share one). */
  namespace: string;
  keyPrefix: string | undefined;
  /** The API collection: `GET {path}`, `GET|PATCH|DELETE {path}/{id}`, `DELETE {path}` in batches. */
  path: string;
  /** Every query of the resource starts with this key, so one invalidation refreshes them all. */
  key: QueryKey;
  /** The batch delete's body key: `{ units: [1, 2] }`. */
  batchKey: string;
  /** `multipart` when a file (a logo, an image) travels with the fields. */
  body: 'json' | 'multipart';
  /** Other queries a change makes stale (the regions of the place pickers, the signed-in user). */
  alsoRefresh: readonly QueryKey[];
  /** The list call; a resource with its own paging or filters replaces it. */
  fetchList: (params: ListParams, signal?: AbortSignal) => Promise<ListResponse<Row>>;
  /**
   * Whether a list row is the whole record (`GET {path}/{id}` answers the same shape), so an
   * edit opens from the loaded list at once.
   */
  rowIsRecord: boolean;
  /** The model name the user history records changes under, when its screen shows them. */
  historyModel: string | undefined;
  /** Marks the record type; never set. */
  readonly types?: { row: Row; input: Input; detail: Detail };
}

export type ResourceOptions = Partial<Omit<Resource<{ id: number }>, 'area' | 'path' | 'fetchList' | 'types'>> & {
  area: CrudArea;
  path: string;
};

/**
 * A resource with the usual defaults: the area names the catalogue, the query key and the
 * batch key; JSON bodies; the plain list call. `Detail` is what `GET {path}/{id}` answers
 * when it says more than a list row (a customer with their addresses).
 */
export function defineResource<Row extends { id: number }, Input = unknown, Detail extends { id: number } = Row>(
  options: ResourceOptions & { fetchList?: Resource<Row>['fetchList'] },
): Resource<Row, Input, Detail> {
  const { area, path } = options;
  return {
    namespace: area,
    keyPrefix: undefined,
    key: [area],
    batchKey: area,
    body: 'json',
    alsoRefresh: [],
    rowIsRecord: false,
    historyModel: undefined,
    fetchList: (params, signal) => fetchList<Row>(path, params, signal),
    ...options,
  };
}

/** The query keys of a resource: `[...key, 'list', params]`, `[...key, 'detail', id]`, … */
export const resourceKeys = (resource: Pick<Resource<any>, 'key'>) => ({
  all: resource.key,
  lists: () => [...resource.key, 'list'] as const,
  list: (params: ListParams) => [...resource.key, 'list', params] as const,
  detail: (id: number) => [...resource.key, 'detail', id] as const,
  history: (id: number) => [...resource.key, 'history', id] as const,
});

/**
 * One page of the list: its key and its fetch. Kept here, without TanStack Query, so a
 * route can ask for its first page before the data cache's and the screens' chunks arrive
 * (`listRoute` in app/route-kit.ts); `resourceListOptions` adds how the screen shows it.
 */
export const resourceListQuery = <Row extends { id: number }>(resource: Resource<Row, any, any>, params: ListParams) => ({
  queryKey: resourceKeys(resource).list(params),
  queryFn: ({ signal }: { signal?: AbortSignal }) => resource.fetchList(params, signal),
});
