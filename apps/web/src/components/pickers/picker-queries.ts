import type { Brand, CategoryListItem, Unit } from '@matjar/shared';
import { MAX_PER_PAGE } from '@matjar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api/api-fetch';

/**
 * The whole of a small list for a picker, in one unpaged answer (spec §7 calls brands and
 * units with `perPage=10000`). The keys start with the resource's own first key, so a
 * screen that invalidates `['brands']` after a save refreshes the picker too.
 */
const allRows = <Row>(resource: string, path: string, query?: Record<string, number>) =>
  queryOptions({
    queryKey: [resource, 'all'] as const,
    queryFn: ({ signal }) => apiFetch<{ data: Row[] }>(path, { query, signal }).then((body) => body.data),
    staleTime: 60_000,
  });

/** GET /api/dashboard/brands?perPage=10000 */
export const allBrandsQueryOptions = () => allRows<Brand>('brands', '/dashboard/brands', { perPage: MAX_PER_PAGE });

/** GET /api/dashboard/units?perPage=10000 */
export const allUnitsQueryOptions = () => allRows<Unit>('units', '/dashboard/units', { perPage: MAX_PER_PAGE });

/** GET /api/dashboard/categories/list: every category in tree order with its depth. */
export const categoryTreeQueryOptions = () => allRows<CategoryListItem>('categories', '/dashboard/categories/list');

export const useAllBrands = () => useQuery(allBrandsQueryOptions());
export const useAllUnits = () => useQuery(allUnitsQueryOptions());
export const useCategoryTree = () => useQuery(categoryTreeQueryOptions());
