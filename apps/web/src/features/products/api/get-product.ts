import type { Product, ProductChild } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { resourceKeys } from '../../../components/resource/resource';
import { productChildrenKey, products } from '../products-resource';

/** GET /api/dashboard/products/{id}: every field (edit form, show page). */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: resourceKeys(products).detail(id),
    queryFn: ({ signal }) => apiFetch<{ data: Product }>(`${products.path}/${id}`, { signal }).then((body) => body.data),
  });

/** GET /api/dashboard/products/{id}/children: the variants, one per combination of values. */
export const productChildrenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productChildrenKey(id),
    queryFn: ({ signal }) =>
      apiFetch<{ data: ProductChild[] }>(`${products.path}/${id}/children`, { signal }).then((body) => body.data),
  });
