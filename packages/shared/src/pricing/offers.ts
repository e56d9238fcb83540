import { canonicalOrder, lineSells, runsAt } from './cart-order.js';
import { percentOf } from './money-math.js';
import type { CartLine, Discount, PricingOffer } from './types.js';

/**
 * Offer discounts (docs/orders.md "Promotions"). Per unit: a fixed amount (never more than
 * the unit price) or a percentage of the unit price (at most 100 %). A single offer
 * discounts every unit of the lines it names. A bundle discounts only complete sets: each
 * of its items must be in the cart, and as many units of each item get the discount as
 * there are complete sets (the fewest units of any item). One offer per line. Offers cannot
 * overlap by rule, but when two could discount the same line, the one giving the cart the
 * larger discount wins (then the lower id), and the other keeps only lines left to it.
 */

export interface OfferOnLine {
  offer_id: number | null;
  offer_discount: number;
}

function perUnitDiscount(discount: Discount, unitPrice: number): number {
  return discount.type === 'fixed'
    ? Math.min(Math.max(discount.amount, 0), unitPrice)
    : percentOf(unitPrice, Math.min(Math.max(discount.rate, 0), 10_000));
}

/** What `offer` would take off each line still free (index → amount), in canonical order. */
function offerDiscounts(offer: PricingOffer, lines: readonly CartLine[], free: number[]): Map<number, number> {
  const found = new Map<number, number>();
  const give = (index: number, units: number) => {
    const line = lines[index]!;
    const amount = perUnitDiscount(offer.discount, line.unit_price) * units;
    if (amount > 0) found.set(index, amount);
  };
  if (offer.offer_type === 'single') {
    for (const index of free) if (offer.product_ids.some((id) => lineSells(lines[index]!, id))) give(index, lines[index]!.quantity);
    return found;
  }
  const items = [...new Set(offer.product_ids)];
  if (items.length === 0) return found;
  // Each line counts for one item: the one naming it, else the one naming its product.
  const linesOf = new Map<number, number[]>(items.map((id) => [id, []]));
  for (const index of free) {
    const line = lines[index]!;
    const item = linesOf.has(line.product_id) ? line.product_id : line.parent_id !== null && linesOf.has(line.parent_id) ? line.parent_id : null;
    if (item !== null && line.quantity > 0) linesOf.get(item)!.push(index);
  }
  const unitsOf = (indexes: number[]) => indexes.reduce((sum, index) => sum + lines[index]!.quantity, 0);
  const sets = Math.min(...[...linesOf.values()].map(unitsOf));
  if (sets === 0) return found;
  for (const indexes of linesOf.values()) {
    let left = sets;
    for (const index of indexes) {
      const units = Math.min(left, lines[index]!.quantity);
      give(index, units);
      left -= units;
    }
  }
  return found;
}

export function applyOffers(lines: readonly CartLine[], offers: readonly PricingOffer[], now: string): OfferOnLine[] {
  const result: OfferOnLine[] = lines.map(() => ({ offer_id: null, offer_discount: 0 }));
  let free = canonicalOrder(lines);
  let waiting = offers.filter((o) => o.is_active && runsAt(now, o.starts_at, o.ends_at)).sort((a, b) => a.id - b.id);
  for (;;) {
    let best: { offer: PricingOffer; amounts: Map<number, number>; total: number } | null = null;
    for (const offer of waiting) {
      const amounts = offerDiscounts(offer, lines, free);
      const total = [...amounts.values()].reduce((a, b) => a + b, 0);
      if (total > 0 && (best === null || total > best.total)) best = { offer, amounts, total };
    }
    if (best === null) return result;
    for (const [index, amount] of best.amounts) result[index] = { offer_id: best.offer.id, offer_discount: amount };
    free = free.filter((index) => !best.amounts.has(index));
    waiting = waiting.filter((o) => o !== best.offer);
  }
}
