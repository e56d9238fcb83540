import { moneyToStored, orderTotals, percentToStored, priceLine, storedToMoney } from '@matjar/shared';
import type { OrderTotalsValues } from '../components/order-totals';

export interface DraftLine {
  price: string;
  tax_percent: string;
  quantity: number;
}

/**
 * The totals the server will store for these lines, by the same shared pricing rule, so the
 * preview matches the saved order to the cent. Discounts come with promotions; a phone order
 * has none yet. A quantity still being typed counts as none.
 */
export function liveTotals(lines: DraftLine[], shippingFee: string | null): OrderTotalsValues {
  const priced = lines.map((line) =>
    priceLine({
      unit_price: moneyToStored(line.price),
      discount: 0,
      tax_percent: percentToStored(line.tax_percent),
      quantity: Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0,
    }),
  );
  const totals = orderTotals(priced, shippingFee ? moneyToStored(shippingFee) : 0);
  return {
    subtotal: storedToMoney(totals.subtotal),
    discount: storedToMoney(totals.discount),
    tax: storedToMoney(totals.tax),
    shipping_fee: storedToMoney(totals.shipping_fee),
    total: storedToMoney(totals.total),
  };
}
