import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import type { OrderItemRow } from './orders.repository.js';

/**
 * Stock moves of orders (docs/orders.md "Stock, concurrency"). Stock sits on the product
 * ordered: a simple product, or a variant, whose parent holds the sum of its variants'
 * stock and moves with it.
 */

interface Move {
  /** The row holding the stock: the variant, or the simple product. */
  stockId: number;
  /** The variant's parent, whose total follows. */
  parentId: number | null;
  quantity: number;
}

/** One move per stock row, summed over the items (a bulk accept may order one product twice). */
function movesOf(items: OrderItemRow[]): Move[] | null {
  const byStock = new Map<number, Move>();
  for (const item of items) {
    const stockId = item.variant_id ?? item.product_id;
    // A deleted product has no stock to take.
    if (stockId === null) return null;
    const parentId = item.variant_id === null ? null : item.product_id;
    const move = byStock.get(Number(stockId)) ?? { stockId: Number(stockId), parentId: parentId === null ? null : Number(parentId), quantity: 0 };
    move.quantity += Number(item.quantity);
    byStock.set(move.stockId, move);
  }
  // Rows are locked in one global order (stock rows by id, then parents by id), so two
  // transactions never wait on each other in a circle.
  return [...byStock.values()].sort((a, b) => a.stockId - b.stockId);
}

async function moveParents(trx: Db, moves: Move[], sign: 1 | -1) {
  const parents = new Map<number, number>();
  for (const move of moves) if (move.parentId !== null) parents.set(move.parentId, (parents.get(move.parentId) ?? 0) + move.quantity);
  for (const [parentId, quantity] of [...parents].sort(([a], [b]) => a - b)) {
    await trx.updateTable('products').set({ quantity: sql`quantity + ${sign * quantity}` }).where('id', '=', parentId).execute();
  }
}

/**
 * Takes the items' stock, or fails the transaction with 409 "product quantity not
 * available". Each row is taken with `quantity >= n` in the same statement: of two
 * transactions wanting the last unit, the second re-reads the row after the first commits
 * and finds nothing to take.
 */
export async function takeStock(trx: Db, items: OrderItemRow[]): Promise<void> {
  const moves = movesOf(items);
  if (!moves) throw conflict('errors.quantity_not_available');
  for (const move of moves) {
    const result = await trx
      .updateTable('products')
      .set({ quantity: sql`quantity - ${move.quantity}` })
      .where('id', '=', move.stockId)
      .where('quantity', '>=', move.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict('errors.quantity_not_available');
  }
  await moveParents(trx, moves, -1);
}

/** Puts the items' stock back (products deleted since are skipped). */
export async function returnStock(trx: Db, items: OrderItemRow[]): Promise<void> {
  const moves = movesOf(items.filter((item) => (item.variant_id ?? item.product_id) !== null)) ?? [];
  for (const move of moves) {
    await trx.updateTable('products').set({ quantity: sql`quantity + ${move.quantity}` }).where('id', '=', move.stockId).execute();
  }
  await moveParents(trx, moves, 1);
}
