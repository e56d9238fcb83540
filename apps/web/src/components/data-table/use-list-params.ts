import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  changeListParams,
  listSearchPatch,
  parseListParams,
  toggleSort,
  type ListParams,
  type ListParamsOptions,
  type SearchRecord,
} from './list-params';

export interface ListState {
  params: ListParams;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setSearch: (search: string) => void;
  /** Cycles the sort of one column (see `toggleSort`). */
  sortBy: (field: string) => void;
  setFilter: (key: string, value: string | null) => void;
  /** Clears the search and every filter (the "no results" state's way out). */
  clearSearch: () => void;
}

/**
 * Reads a list's paging, sort, search and filters from the URL and writes changes back,
 * keeping unrelated search params (such as `?action=edit&id=5`) as they are.
 */
export function useListParams(options: ListParamsOptions = {}): ListState {
  const search = useSearch({ strict: false }) as SearchRecord;
  const navigate = useNavigate();
  // Options usually arrive as a fresh literal each render; key the memo on their content.
  const sortKey = options.sortFields?.join(',');
  const filterKey = options.filterKeys?.join(',');
  const { defaultPerPage } = options;
  const stableOptions = useMemo<ListParamsOptions>(
    () => ({ sortFields: sortKey?.split(','), filterKeys: filterKey?.split(','), defaultPerPage }),
    [sortKey, filterKey, defaultPerPage],
  );
  const params = useMemo(() => parseListParams(search, stableOptions), [search, stableOptions]);

  const update = useCallback(
    (change: (current: ListParams) => Partial<ListParams>, replace = false) => {
      void navigate({
        to: '.',
        replace,
        search: (prev: SearchRecord) => {
          // Computed from the freshest URL, so two quick changes never undo each other.
          const current = parseListParams(prev, stableOptions);
          const next = changeListParams(current, change(current));
          return { ...prev, ...listSearchPatch(next, stableOptions) };
        },
      });
    },
    [navigate, stableOptions],
  );

  return useMemo(
    () => ({
      params,
      setPage: (page) => update(() => ({ page })),
      setPerPage: (perPage) => update(() => ({ perPage })),
      // Typing replaces the history entry: Back should not replay every keystroke.
      setSearch: (text) => update(() => ({ search: text.trim() }), true),
      sortBy: (field) => update((current) => ({ sort: toggleSort(current.sort, field) })),
      setFilter: (key, value) =>
        update((current) => {
          const filters = { ...current.filters };
          if (value) filters[key] = value;
          else delete filters[key];
          return { filters };
        }),
      clearSearch: () => update(() => ({ search: '', filters: {} })),
    }),
    [params, update],
  );
}
