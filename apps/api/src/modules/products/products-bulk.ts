import { type ProductBulkInput, moneyToStored, storedToMoney } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { type Actor, type HistoryEntry, recordHistory } from '../../lib/history.js';
import { invalid, priceAllowed } from './product-rules.js';
import { refreshParentStock } from './product-variants.js';
import * as repo from './products.repository.js';

const model = 'products';

/** What a quick edit changes, as the history shows it. */
const priceAndStock = (row: Pick<repo.ProductRow, 'sku' | 'buying_price' | 'selling_price' | 'quantity'>) => ({
  sku: row.sku,
  buying_price: storedToMoney(Number(row.buying_price)),
  selling_price: storedToMoney(Number(row.selling_price)),
  quantity: Number(row.quantity),
});

/**
 * `PATCH /products/bulk` (products/das): new prices and stock for many products and
 * variants in one transaction, each change in the history. A product with variants
 * takes its stock from them, so its own quantity is refused.
 */
export function bulkUpdate(db: Db, input: ProductBulkInput, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const ids = input.products.map((p) => p.id);
    const rows = new Map((await repo.findProducts(trx, ids)).map((r) => [Number(r.id), r]));
    const errors: Record<string, string[]> = {};
    input.products.forEach((change, i) => {
      const row = rows.get(change.id);
      if (!row) errors[`products.${i}.id`] = ['validation.exists'];
      else if (change.selling_price !== undefined && !priceAllowed(moneyToStored(change.selling_price), row.is_bonus)) {
        errors[`products.${i}.selling_price`] = ['validation.price_zero'];
      } else if (change.quantity !== undefined && row.variants_count > 0) {
        errors[`products.${i}.quantity`] = ['validation.stock_on_variants'];
      }
    });
    if (Object.keys(errors).length) throw invalid(errors);

    const now = nowIso();
    const entries: HistoryEntry[] = [];
    const parents = new Set<number>();
    for (const change of input.products) {
      const row = rows.get(change.id) as repo.ProductRow;
      const set = {
        ...(change.buying_price !== undefined && { buying_price: moneyToStored(change.buying_price) }),
        ...(change.selling_price !== undefined && { selling_price: moneyToStored(change.selling_price) }),
        ...(change.quantity !== undefined && { quantity: change.quantity }),
      };
      if (!Object.keys(set).length) continue;
      await repo.updateProduct(trx, change.id, { ...set, updated_at: now });
      if (row.parent_id !== null) parents.add(row.parent_id);
      entries.push({ action: 'updated', model, modelId: change.id, before: priceAndStock(row), after: priceAndStock({ ...row, ...set }) });
    }
    for (const parentId of parents) await refreshParentStock(trx, parentId);
    await recordHistory(trx, actor, entries);
    return { updated: entries.length };
  });
}
