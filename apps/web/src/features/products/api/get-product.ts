import type { Product, ProductChild } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { productKeys } from './product-keys';

/** GET /api/dashboard/products/{id}: every field (edit form, show page). */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<{ data: Product }>(`/dashboard/products/${id}`, { signal }).then((body) => body.data),
  });

/** GET /api/dashboard/products/{id}/children: the variants, one per combination of values. */
export const productChildrenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.children(id),
    queryFn: ({ signal }) =>
      apiFetch<{ data: ProductChild[] }>(`/dashboard/products/${id}/children`, { signal }).then((body) => body.data),
  });
