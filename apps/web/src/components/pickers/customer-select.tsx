import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Customer } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../lib/api/api-fetch';
import { SEARCH_DEBOUNCE_MS } from '../data-table/search-input';

type CustomerSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: number | null;
  onChange: (customer: Customer | null) => void;
};

const PAGE = 20;

/**
 * A customer, searched on the server by name, phone or code (GET /api/dashboard/customers).
 * A customer chosen earlier (from the URL) is read once so the box can show their name.
 */
export function CustomerSelect({ value, onChange, ...props }: CustomerSelectProps) {
  const { t } = useTranslation('pickers');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useQuery({
    queryKey: ['customers', 'picker', debounced] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: Customer[] }>('/dashboard/customers', { query: { search: debounced, perPage: PAGE }, signal }).then(
        (body) => body.data,
      ),
    placeholderData: (previous) => previous,
    staleTime: 10_000,
  });
  const chosen = useQuery({
    queryKey: ['customers', 'detail', value] as const,
    queryFn: ({ signal }) => apiFetch<{ data: Customer }>(`/dashboard/customers/${value}`, { signal }).then((body) => body.data),
    enabled: value !== null,
    staleTime: 60_000,
  });
  const rows = customers.data ?? [];
  const options = [...(chosen.data && !rows.some((row) => row.id === value) ? [chosen.data] : []), ...rows];

  return (
    <Select
      placeholder={t('customer.search')}
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: shown }) => shown}
      data={options.map((customer) => ({ value: String(customer.id), label: `${customer.name} · ${customer.phone}` }))}
      value={value === null ? null : String(value)}
      onChange={(id) => {
        setSearch('');
        onChange(options.find((customer) => String(customer.id) === id) ?? null);
      }}
      nothingFoundMessage={customers.isFetching ? t('customer.searching') : t('customer.none')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
