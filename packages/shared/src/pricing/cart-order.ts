import type { CartLine } from './types.js';

/**
 * Lines in one order that does not depend on how the cart was typed: whatever the engine
 * decides line by line (who gets a bundle's units, who gets a discount's last thousandth)
 * it decides in this order, so the same cart prices the same whichever line comes first.
 */
export function canonicalOrder(lines: readonly CartLine[]): number[] {
  const key = (l: CartLine) => [l.product_id, l.parent_id ?? -1, l.unit_price, l.quantity, l.tax_percent];
  return lines
    .map((_, index) => index)
    .sort((a, b) => {
      const ka = key(lines[a]!);
      const kb = key(lines[b]!);
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
      return 0;
    });
}

/** Whether a line sells `id`: the product itself, or a variant of it. */
export const lineSells = (line: CartLine, id: number) => line.product_id === id || line.parent_id === id;

/** Whether a promotion from the instant `start` until `end` (the first after it; null: open) runs at `now`. */
export const runsAt = (now: string, start: string | null, end: string | null) =>
  (start === null || start <= now) && (end === null || now < end);
