import type { ListParams } from '../../../components/data-table';
import { scopeKey, type PlaceScope } from './place-scope';

/** Query keys of the places screens; `all` also covers every level's counts. */
export const placeKeys = {
  all: ['places'] as const,
  lists: (scope: PlaceScope) => [...placeKeys.all, scopeKey(scope), 'list'] as const,
  list: (scope: PlaceScope, params: ListParams) => [...placeKeys.lists(scope), params] as const,
  detail: (scope: PlaceScope, id: number) => [...placeKeys.all, scopeKey(scope), 'detail', id] as const,
};

/** The cascade pickers read GET regions; every change to a place makes it stale. */
export const REGIONS_KEY = ['regions'] as const;
