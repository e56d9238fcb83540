import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { currencyKeys } from './currency-keys';

/** One (DELETE /{id}) or several (`{currencies: [ids]}`); the local currency cannot go (409). */
export function useDeleteCurrencies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1
        ? apiFetch(`/dashboard/currencies/${ids[0]}`, { method: 'DELETE' })
        : apiFetch('/dashboard/currencies', { method: 'DELETE', body: { currencies: ids } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currencyKeys.all });
    },
  });
}
