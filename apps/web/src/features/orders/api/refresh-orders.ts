import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from './order-keys';

/**
 * After any change to orders: the lists, the order pages and their comments read again
 * (a status change moves stock and may change what every other screen shows).
 */
export function refreshOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
