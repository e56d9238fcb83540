import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { apiFetch } from '../../lib/api/api-fetch';
import { errorMessage } from '../../lib/api/api-error';
import { SEARCH_DEBOUNCE_MS } from '../data-table/search-input';

export type SearchSelectProps<T extends { id: number }> = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'
> & {
  value: number | null;
  onChange: (row: T | null) => void;
};

interface SearchSource<T> {
  /** The list call, searched with `?search=` (`/dashboard/customers`). */
  path: string;
  /** How an option reads ("Mona Adel · +20100…"). */
  optionLabel: (row: T) => string;
  /** Filters of the list call the search keeps (`{ status: 'active' }`). */
  filters?: Record<string, string>;
}

const PAGE = 20;

/**
 * One record of a large list, searched on the server as the user types. A record chosen
 * earlier (its id in the URL) is read once from `{path}/{id}` so the box can name it.
 */
export function SearchSelect<T extends { id: number }>({ path, optionLabel, filters, value, onChange, ...props }: SearchSelectProps<T> & SearchSource<T>) {
  const { t } = useTranslation('pickers');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: [path, 'picker', debounced, filters] as const,
    queryFn: ({ signal }) => apiFetch<{ data: T[] }>(path, { query: { ...filters, search: debounced, perPage: PAGE }, signal }).then((body) => body.data),
    placeholderData: (previous) => previous,
    staleTime: 10_000,
  });
  const chosen = useQuery({
    queryKey: [path, 'picked', value] as const,
    queryFn: ({ signal }) => apiFetch<{ data: T }>(`${path}/${value}`, { signal }).then((body) => body.data),
    enabled: value !== null,
    staleTime: 60_000,
  });
  const rows = found.data ?? [];
  const options = [...(chosen.data && !rows.some((row) => row.id === value) ? [chosen.data] : []), ...rows];

  return (
    <Select
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already; show what it found.
      filter={({ options: shown }) => shown}
      data={options.map((row) => ({ value: String(row.id), label: optionLabel(row) }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(options.find((row) => String(row.id) === id) ?? null)}
      nothingFoundMessage={found.isFetching ? t('searching') : t('none')}
      error={props.error ?? (found.isError ? errorMessage(found.error) : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
