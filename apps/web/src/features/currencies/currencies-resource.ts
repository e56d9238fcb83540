import type { Currency, CurrencyUpdateInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/**
 * `/api/dashboard/currencies`; a change may also change another currency (one is local),
 * so every currency query refreshes after it (`['currencies']` also keys the local-currency lookup).
 */
export const currencies = defineResource<Currency, CurrencyUpdateInput>({ area: 'currencies', path: '/dashboard/currencies', rowIsRecord: true });
