import type { Product, ProductChild, ProductChildInput, ProductInput } from '@matjar/shared';
import { saveResource, useResourceAction, type SaveVariables } from '../../../components/resource';
import { saveMultipart } from '../../../lib/api/save-multipart';
import { products } from '../products-resource';

/**
 * POST /api/dashboard/products, or POST /products/{id} with `_method=PATCH`: multipart
 * with bracket keys (`options[0][values][1][ar]`) so the image travels with the fields.
 * Every product query refreshes after (lists, the record, its variants).
 */
export const useSaveProduct = () =>
  useResourceAction(products, (variables: SaveVariables<ProductInput>) => saveResource<Product, ProductInput>(products, variables));

export interface SaveChildVariables {
  productId: number;
  childId: number;
  input: ProductChildInput;
}

/** POST /products/{id}/children/{childId} with `_method=PATCH` (multipart: the image may change); the parent's stock is the sum of its variants'. */
export const useSaveProductChild = () =>
  useResourceAction(products, ({ productId, childId, input }: SaveChildVariables) =>
    saveMultipart<ProductChild>(`${products.path}/${productId}/children`, childId, input),
  );
