import type { Product, ProductInput, ProductSummary } from '@matjar/shared';
import { defineResource, resourceKeys } from '../../components/resource/resource';
import { fetchProducts } from './api/get-products';

/**
 * `/api/dashboard/products`: the list walks forward by keyset cursors (`fetchProducts`); a
 * product is saved as multipart, its image with its fields; a record is every field.
 */
export const products = defineResource<ProductSummary, ProductInput, Product>({
  area: 'products',
  path: '/dashboard/products',
  body: 'multipart',
  fetchList: fetchProducts,
});

/** The list's filters in the URL (`?category_id=3&stock=out`). */
export const PRODUCT_FILTER_KEYS = ['category_id', 'brand_id', 'unit_id', 'archived', 'stock'] as const;

/** A product's variants sit under its record's key, so a change to the product refreshes them. */
export const productChildrenKey = (id: number) => [...resourceKeys(products).detail(id), 'children'] as const;
