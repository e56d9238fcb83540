import type { OfferListQuery } from '@matjar/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type ResourceRow, flag, queryRepository } from '../../lib/resource-repository.js';
import { nowInstant, whereScheduleStatus } from '../../lib/schedule.js';

const columns = [
  'id', 'title_en', 'title_ar', 'description_en', 'description_ar', 'start_date', 'end_date', 'starts_at', 'ends_at', 'discount_type', 'discount_amount',
  'offer_type', 'is_flash_sale', 'header_image', 'popup_image', 'background_color', 'is_active', 'created_at', 'updated_at',
] as const;

/** Offers with whether an order line carries each; the list filters on state, type and flash sale. */
export const offersRepository = () =>
  queryRepository({
    table: 'offers',
    query: (db: Db) =>
      db
        .selectFrom('offers')
        .select(columns.map((column) => `offers.${column}` as const))
        .select(sql<number | boolean>`exists (select 1 from order_items where order_items.offer_id = offers.id)`.as('has_orders')),
    idColumn: 'offers.id',
    filter: (query, list: OfferListQuery) => {
      let filtered = query;
      if (list.offer_type) filtered = filtered.where('offers.offer_type', '=', list.offer_type);
      if (list.is_flash_sale !== undefined) filtered = filtered.where('offers.is_flash_sale', '=', flag(list.is_flash_sale));
      return list.status ? whereScheduleStatus(filtered, 'offers', list.status, nowInstant()) : filtered;
    },
  });
export type OffersRepository = ReturnType<typeof offersRepository>;
export type OfferRow = ResourceRow<OffersRepository>;

/** The items of these offers with their products' names, in each offer's order. */
export const offerItems = (db: Db, offerIds: number[]) =>
  offerIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('offer_items')
        .innerJoin('products', 'products.id', 'offer_items.product_id')
        .select(['offer_items.offer_id', 'offer_items.product_id', 'products.parent_id', 'products.name_en', 'products.name_ar', 'products.sku'])
        .where('offer_items.offer_id', 'in', offerIds)
        .orderBy('offer_items.offer_id')
        .orderBy('offer_items.position')
        .execute();

/** Replaces an offer's items with these products, in this order. */
export async function replaceOfferItems(db: Db, offerId: number, productIds: number[]): Promise<void> {
  await db.deleteFrom('offer_items').where('offer_id', '=', offerId).execute();
  if (productIds.length) {
    await db
      .insertInto('offer_items')
      .values(productIds.map((productId, position) => ({ offer_id: offerId, product_id: productId, position })))
      .execute();
  }
}

/**
 * The products among `productIds` that an enabled offer other than `exceptId` holds at some
 * instant from `start` until `end` (the first instant after): offers sharing only an edge
 * (one ends at 16:00, the next starts then) do not overlap.
 */
export async function productsOnOverlappingOffers(
  db: Db,
  range: { productIds: number[]; start: string; end: string; exceptId: number | null },
): Promise<Set<number>> {
  if (!range.productIds.length) return new Set();
  let query = db
    .selectFrom('offer_items')
    .innerJoin('offers', 'offers.id', 'offer_items.offer_id')
    .select('offer_items.product_id')
    .where('offer_items.product_id', 'in', range.productIds)
    .where('offers.is_active', '=', flag(true))
    .where('offers.starts_at', '<', range.end)
    .where('offers.ends_at', '>', range.start);
  if (range.exceptId !== null) query = query.where('offers.id', '<>', range.exceptId);
  return new Set((await query.execute()).map((row) => row.product_id));
}

/** Which of these offers order lines carry, and the numbers of up to `limit` + 1 of those orders (newest first). */
export async function offersOnOrders(db: Db, ids: number[], limit: number) {
  const used = await db.selectFrom('order_items').select('offer_id').distinct().where('offer_id', 'in', ids).execute();
  const orders = used.length
    ? await db
        .selectFrom('orders')
        .select('number')
        .where('id', 'in', db.selectFrom('order_items').select('order_id').where('offer_id', 'in', ids))
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute()
    : [];
  return { usedIds: new Set(used.map((row) => Number(row.offer_id))), numbers: orders.map((order) => order.number) };
}

/** Enabled offers running at the instant `at` (ISO) holding any of `productIds`, with all their items. */
export async function offersRunningAt(db: Db, productIds: number[], at: string) {
  if (!productIds.length) return [];
  const offers = await db
    .selectFrom('offers')
    .select(['id', 'title_en', 'title_ar', 'offer_type', 'discount_type', 'discount_amount', 'starts_at', 'ends_at'])
    .where('is_active', '=', flag(true))
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .where('id', 'in', db.selectFrom('offer_items').select('offer_id').where('product_id', 'in', productIds))
    .orderBy('id')
    .execute();
  const items = offers.length
    ? await db.selectFrom('offer_items').select(['offer_id', 'product_id']).where('offer_id', 'in', offers.map((o) => o.id)).orderBy('position').execute()
    : [];
  return offers.map((offer) => ({ ...offer, productIds: items.filter((item) => item.offer_id === offer.id).map((item) => item.product_id) }));
}
