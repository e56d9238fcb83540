import { type Cart, type CartReportRow, type CartSummary, type ListQuery, type Locale, storedToMoney } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { paginate } from '../../lib/list.js';
import { rowExists } from '../../lib/resource-repository.js';
import * as repo from './carts.repository.js';

const emptyCart: CartSummary = { items_count: 0, quantity: 0, total: storedToMoney(0), updated_at: null };

/** Cart totals per customer; a customer without a cart gets an empty one. */
export async function cartSummaries(db: Db, customerIds: number[]): Promise<Map<number, CartSummary>> {
  const rows = await repo.cartTotals(db, customerIds);
  const summaries = new Map(customerIds.map((id) => [id, emptyCart]));
  for (const row of rows) {
    summaries.set(Number(row.customer_id), {
      items_count: Number(row.items_count),
      quantity: Number(row.quantity),
      total: storedToMoney(Number(row.total)),
      updated_at: row.updated_at,
    });
  }
  return summaries;
}

export const cartSummary = async (db: Db, customerId: number) => (await cartSummaries(db, [customerId])).get(customerId) ?? emptyCart;

/**
 * Carts are filled by the storefront; the back office reads them: a customer's current
 * cart, and the cart-items report (products most often left in carts).
 */
export function createCartsService(db: Db) {
  async function cartOf(customerId: number): Promise<Cart> {
    if (!(await rowExists(db, 'customers', customerId))) throw notFound();
    const [items, summary] = await Promise.all([repo.cartItemsOf(db, customerId), cartSummary(db, customerId)]);
    return {
      customer_id: customerId,
      ...summary,
      items: items.map((item) => ({
        id: Number(item.id),
        product: { id: Number(item.product_id), name: { en: item.name_en, ar: item.name_ar }, sku: item.sku, image: item.image },
        quantity: Number(item.quantity),
        unit_price: storedToMoney(Number(item.unit_price)),
        line_total: storedToMoney(Number(item.quantity) * Number(item.unit_price)),
        added_at: item.created_at,
        updated_at: item.updated_at,
      })),
    };
  }

  async function report(query: ListQuery, locale: Locale) {
    type Row = Awaited<ReturnType<ReturnType<typeof repo.cartReportQuery>['executeTakeFirstOrThrow']>>;
    const { rows, meta } = await paginate<Row>(db, repo.cartReportQuery(db), query, {
      sorts: {
        carts_count: 'r.carts_count',
        quantity: 'r.quantity',
        value: 'r.value',
        name: locale === 'ar' ? 'r.name_ar' : 'r.name_en',
        last_added_at: 'r.last_added_at',
      },
      defaultSort: '-carts_count',
      idColumn: 'r.id',
      searchColumn: 'r.search_text',
    });
    const data: CartReportRow[] = rows.map((row) => ({
      product: { id: Number(row.id), name: { en: row.name_en, ar: row.name_ar }, sku: row.sku, image: row.image },
      carts_count: Number(row.carts_count),
      quantity: Number(row.quantity),
      value: storedToMoney(Number(row.value)),
      last_added_at: String(row.last_added_at),
    }));
    return { data, meta };
  }

  return { cartOf, report };
}
export type CartsService = ReturnType<typeof createCartsService>;
