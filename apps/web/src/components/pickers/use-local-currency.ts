import type { Currency } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api/api-fetch';
import { useCan } from '../../lib/session/use-can';

/** The demo store's local currency, used until the currencies list says otherwise. */
const FALLBACK_CURRENCY = 'EGP';

/**
 * The code of the local currency, in which shipping fees and cart prices are kept. Read
 * from the currencies list when the user may see it; otherwise the store's usual one.
 */
export function useLocalCurrency(): string {
  const allowed = useCan('currencies.view');
  const currencies = useQuery({
    queryKey: ['currencies', 'local'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: Currency[] }>('/dashboard/currencies', { query: { perPage: 100 }, signal }).then((body) => body.data),
    enabled: allowed,
    staleTime: 5 * 60_000,
  });
  return currencies.data?.find((currency) => currency.is_local)?.code ?? FALLBACK_CURRENCY;
}
