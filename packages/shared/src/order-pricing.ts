/**
 * Order sums in stored units (thousandths; tax in hundredths of a percent). Prices are
 * tax-exclusive; tax is rounded half up to the thousandth per line (docs/orders.md "Money").
 * The server stores these figures and the phone-order form previews them, with one rule.
 */

export interface PricedLine {
  unit_price: number;
  /** Per unit. */
  discount: number;
  tax_percent: number;
  quantity: number;
  tax: number;
  line_total: number;
}

export function priceLine(line: { unit_price: number; discount: number; tax_percent: number; quantity: number }): PricedLine {
  const net = (line.unit_price - line.discount) * line.quantity;
  const tax = Math.round((net * line.tax_percent) / 10_000);
  return { ...line, tax, line_total: net + tax };
}

export function orderTotals(lines: PricedLine[], shippingFee: number) {
  const sum = (pick: (line: PricedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const subtotal = sum((l) => l.unit_price * l.quantity);
  const discount = sum((l) => l.discount * l.quantity);
  const tax = sum((l) => l.tax);
  return {
    items_count: lines.length,
    subtotal,
    discount,
    tax,
    shipping_fee: shippingFee,
    total: subtotal - discount + tax + shippingFee,
  };
}
