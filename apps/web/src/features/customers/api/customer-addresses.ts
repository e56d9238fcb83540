import type { Address, AddressInput } from '@matjar/shared';
import { useResourceAction } from '../../../components/resource';
import { apiFetch } from '../../../lib/api/api-fetch';
import { customers } from '../customers-resource';

const addressesPath = (customerId: number) => `/dashboard/customer-addresses/${customerId}`;

/**
 * POST /api/dashboard/customer-addresses/{customerId}: adds an address, or edits the one
 * whose `id` the body carries (spec §7). The customer's page and counts refresh after.
 */
export const useSaveAddress = (customerId: number) =>
  useResourceAction(customers, (input: AddressInput) =>
    apiFetch<{ data: Address }>(addressesPath(customerId), { method: 'POST', body: input }).then((body) => body.data),
  );

/** DELETE /api/dashboard/customer-addresses/{customerId}/{id}. */
export const useDeleteAddress = (customerId: number) =>
  useResourceAction(customers, (id: number) => apiFetch(`${addressesPath(customerId)}/${id}`, { method: 'DELETE' }));
