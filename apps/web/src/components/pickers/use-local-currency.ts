import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../lib/session/use-can';
import { localCurrencyQueryOptions } from './local-currency-query';

/** The demo store's local currency, used until the currencies list says otherwise. */
const FALLBACK_CURRENCY = 'EGP';

/**
 * The code of the local currency, in which shipping fees and cart prices are kept. Read
 * from the currencies list when the user may see it; otherwise the store's usual one.
 */
export function useLocalCurrency(): string {
  const currencies = useQuery({ ...localCurrencyQueryOptions(), enabled: useCan('currencies.view') });
  return currencies.data?.find((currency) => currency.is_local)?.code ?? FALLBACK_CURRENCY;
}
