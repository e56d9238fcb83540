import type { Currency, CurrencyInput, CurrencyUpdateInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { currencyKeys } from './currency-keys';

export type SaveCurrencyVariables = { id?: undefined; input: CurrencyInput } | { id: number; input: CurrencyUpdateInput };

/**
 * POST a new currency, or PATCH some fields of one (`{ is_local: true }` alone switches the
 * local currency on the server, in one transaction). Every currency list refreshes after,
 * since making one local unsets another.
 */
export function useSaveCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveCurrencyVariables) =>
      apiFetch<{ data: Currency }>(id ? `/dashboard/currencies/${id}` : '/dashboard/currencies', {
        method: id ? 'PATCH' : 'POST',
        body: input,
      }).then((body) => body.data),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currencyKeys.all });
    },
  });
}
