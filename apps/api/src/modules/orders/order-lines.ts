import type { CartLine, PricedCartLine } from '@matjar/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * Between a product row and the pricing engine: the cart line it makes, and the order item
 * stored from what the engine priced (the phone order and the demo orders both go this way).
 */

export interface SoldProduct {
  id: number | string;
  parent_id: number | string | null;
  name_en: string;
  name_ar: string;
  sku: string;
  barcode: string | null;
  selling_price: number | string;
  tax_percent: number | string;
  variant: string | null;
}

export type ItemInsert = Omit<Insertable<Database['order_items']>, 'order_id'>;

export const cartLineOf = (product: SoldProduct, quantity: number): CartLine => ({
  product_id: Number(product.id),
  parent_id: product.parent_id === null ? null : Number(product.parent_id),
  unit_price: Number(product.selling_price),
  tax_percent: Number(product.tax_percent),
  quantity,
});

/** A variant's line names its product and the variant; a coupon id only on lines it discounted. */
export function itemOf(product: SoldProduct, line: PricedCartLine, couponId: number | null): ItemInsert {
  const isVariant = product.parent_id !== null;
  return {
    product_id: isVariant ? Number(product.parent_id) : Number(product.id),
    variant_id: isVariant ? Number(product.id) : null,
    name_en: product.name_en,
    name_ar: product.name_ar,
    sku: product.sku,
    barcode: product.barcode,
    options: product.variant ?? '[]',
    unit_price: line.unit_price,
    quantity: line.quantity,
    tax_percent: line.tax_percent,
    offer_id: line.offer_id,
    offer_discount: line.offer_discount,
    coupon_id: line.coupon_discount > 0 ? couponId : null,
    coupon_discount: line.coupon_discount,
    discount: line.discount,
    tax: line.tax,
    line_total: line.line_total,
  };
}
