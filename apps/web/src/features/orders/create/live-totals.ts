import { moneyToStored, percentToStored, storedToMoney } from '@matjar/shared';
import type { OrderTotalsValues } from '../components/order-totals';

export interface DraftLine {
  price: string;
  tax_percent: string;
  quantity: number;
}

/**
 * The totals the server will compute (docs/orders.md "Money"): tax-exclusive prices, tax
 * per line rounded half up to the thousandth, then subtotal + tax + shipping. Integer
 * thousandths throughout, so the preview matches the saved order to the cent. Discounts
 * come with promotions; a phone order has none yet.
 */
export function liveTotals(lines: DraftLine[], shippingFee: string | null): OrderTotalsValues {
  let subtotal = 0;
  let tax = 0;
  for (const line of lines) {
    const quantity = Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0;
    const net = moneyToStored(line.price) * quantity;
    subtotal += net;
    tax += Math.round((net * percentToStored(line.tax_percent)) / 10_000);
  }
  const shipping = shippingFee ? moneyToStored(shippingFee) : 0;
  return {
    subtotal: storedToMoney(subtotal),
    discount: storedToMoney(0),
    tax: storedToMoney(tax),
    shipping_fee: storedToMoney(shipping),
    total: storedToMoney(subtotal + tax + shipping),
  };
}
