import { moneyToStored, percentToStored, priceCart, storedToMoney, type PricingOffer } from '@matjar/shared';
import type { OrderTotalsValues } from '../components/order-totals';

export interface DraftLine {
  /** The product or variant ordered, and a variant's product (an offer may name either). */
  product_id: number;
  parent_id: number | null;
  price: string;
  tax_percent: string;
  quantity: number;
}

export interface LivePrices extends OrderTotalsValues {
  /** Each line's offer discount (all its units), in the lines' order. */
  offer_discounts: string[];
}

/**
 * The totals the server will store for these lines, by the shared pricing engine with the
 * offers running at `now` (an ISO instant), so the preview matches the saved order to the cent. The coupon
 * is priced by the server's quote (it alone knows the customer's earlier uses). A quantity
 * still being typed counts as none.
 */
export function liveTotals(lines: DraftLine[], shippingFee: string | null, offers: PricingOffer[] = [], now = ''): LivePrices {
  const totals = priceCart({
    lines: lines.map((line) => ({
      product_id: line.product_id,
      parent_id: line.parent_id,
      unit_price: moneyToStored(line.price),
      tax_percent: percentToStored(line.tax_percent),
      quantity: Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0,
    })),
    now,
    offers,
    shipping_fee: shippingFee ? moneyToStored(shippingFee) : 0,
  });
  return {
    subtotal: storedToMoney(totals.subtotal),
    discount: storedToMoney(totals.discount),
    tax: storedToMoney(totals.tax),
    shipping_fee: storedToMoney(totals.shipping_fee),
    total: storedToMoney(totals.total),
    offer_discounts: totals.lines.map((line) => storedToMoney(line.offer_discount)),
  };
}
