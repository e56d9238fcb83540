import type { ProductBulkInput } from '@matjar/shared';
import { useResourceAction } from '../../../components/resource';
import { apiFetch } from '../../../lib/api/api-fetch';
import { products } from '../products-resource';

/** POST /products/{id}/archive or /unarchive. */
export const useSetProductArchived = () =>
  useResourceAction(products, ({ id, archived }: { id: number; archived: boolean }) =>
    apiFetch(`${products.path}/${id}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' }),
  );

/** PATCH /products/bulk (products/das): prices and stock of many rows, all or nothing. */
export const useBulkUpdateProducts = () =>
  useResourceAction(products, (input: ProductBulkInput) =>
    apiFetch<{ data: { updated: number; message: string } }>(`${products.path}/bulk`, { method: 'PATCH', body: input }).then(
      (body) => body.data,
    ),
  );
