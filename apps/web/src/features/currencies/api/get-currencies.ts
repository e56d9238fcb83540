import type { Currency } from '@matjar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { currencyKeys } from './currency-keys';

export function useCurrencies(params: ListParams) {
  return useQuery({
    queryKey: currencyKeys.list(params),
    queryFn: ({ signal }) => fetchList<Currency>('/dashboard/currencies', params, signal),
    placeholderData: keepPreviousData,
  });
}
