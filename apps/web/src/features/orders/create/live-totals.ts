import { moneyToStored, percentToStored, priceCart, storedToMoney } from '@matjar/shared';
import type { OrderTotalsValues } from '../components/order-totals';

export interface DraftLine {
  price: string;
  tax_percent: string;
  quantity: number;
}

/**
 * The totals the server will store for these lines, by the shared pricing engine, so the
 * preview matches the saved order to the cent. Offers and coupons are left to the server's
 * quote; a quantity still being typed counts as none.
 */
export function liveTotals(lines: DraftLine[], shippingFee: string | null): OrderTotalsValues {
  const totals = priceCart({
    lines: lines.map((line, index) => ({
      product_id: index,
      parent_id: null,
      unit_price: moneyToStored(line.price),
      tax_percent: percentToStored(line.tax_percent),
      quantity: Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0,
    })),
    today: '',
    offers: [],
    shipping_fee: shippingFee ? moneyToStored(shippingFee) : 0,
  });
  return {
    subtotal: storedToMoney(totals.subtotal),
    discount: storedToMoney(totals.discount),
    tax: storedToMoney(totals.tax),
    shipping_fee: storedToMoney(totals.shipping_fee),
    total: storedToMoney(totals.total),
  };
}
