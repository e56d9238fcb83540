import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import { moveStock } from '../products/index.js';
import type { OrderItemRow } from './orders.repository.js';

/**
 * Stock moves of orders (docs/orders.md "Stock, concurrency"). Stock sits on the product
 * ordered: a simple product, or a variant, whose parent holds the sum of its live variants'
 * stock and moves with it. The rows are written through the products repository; the
 * caller voids the products list's kept totals once the move commits.
 */

interface Move {
  /** The row holding the stock: the variant, or the simple product. */
  stockId: number;
  quantity: number;
}

/**
 * The row a line's stock sits on: its variant for a variant's line, else its product. Null
 * once that row is deleted (a variant's line never falls back on the parent, whose stock is
 * only the sum of its variants').
 */
export const stockRowOf = (item: Pick<OrderItemRow, 'product_id' | 'variant_id' | 'options'>): number | null => {
  const isVariantLine = item.variant_id !== null || item.options !== '[]';
  const id = isVariantLine ? item.variant_id : item.product_id;
  return id === null ? null : Number(id);
};

/** One move per stock row, summed over the items (a bulk accept may order one product twice); null when one is gone. */
function movesOf(items: OrderItemRow[]): Move[] | null {
  const byStock = new Map<number, Move>();
  for (const item of items) {
    const stockId = stockRowOf(item);
    if (stockId === null) return null;
    const move = byStock.get(stockId) ?? { stockId, quantity: 0 };
    move.quantity += Number(item.quantity);
    byStock.set(stockId, move);
  }
  // Rows are locked in one global order (stock rows by id, then parents by id), so two
  // transactions never wait on each other in a circle.
  return [...byStock.values()].sort((a, b) => a.stockId - b.stockId);
}

/**
 * Moves each row's stock by `sign × quantity` (taking only what is there when `take`),
 * then the parents of live variants by the same sums. False: a row had too little.
 */
async function apply(trx: Db, moves: Move[], sign: 1 | -1, take: boolean): Promise<boolean> {
  const parents = new Map<number, number>();
  for (const move of moves) {
    const row = await moveStock(trx, move.stockId, sign * move.quantity, take ? move.quantity : undefined);
    if (!row) {
      if (take) return false;
      continue;
    }
    // An archived variant's stock is not counted in its parent's.
    if (row.parentId !== null && !row.archived) parents.set(row.parentId, (parents.get(row.parentId) ?? 0) + move.quantity);
  }
  for (const [parentId, quantity] of [...parents].sort(([a], [b]) => a - b)) await moveStock(trx, parentId, sign * quantity);
  return true;
}

/**
 * Takes the items' stock, or fails the transaction with 409 "product quantity not
 * available" (a line short of stock, or whose product is gone).
 */
export async function takeStock(trx: Db, items: OrderItemRow[]): Promise<void> {
  const moves = movesOf(items);
  if (!moves || !(await apply(trx, moves, -1, true))) throw conflict('errors.quantity_not_available');
}

/** Puts the items' stock back (products deleted since are skipped). */
export async function returnStock(trx: Db, items: OrderItemRow[]): Promise<void> {
  await apply(trx, movesOf(items.filter((item) => stockRowOf(item) !== null)) ?? [], 1, false);
}
