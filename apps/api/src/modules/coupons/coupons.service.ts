import {
  type Coupon, type CouponInput, type CouponUsage, type DiscountType, type ListQuery, foldForSearch, moneyToStored,
  percentToStored, scheduleStatusAt, storedToMoney, storedToPercent,
} from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { fieldErrors, notFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/history.js';
import { ORDERS_NAMED, usedByOrders } from '../../lib/in-use.js';
import { paginate } from '../../lib/list.js';
import { flag } from '../../lib/resource-repository.js';
import { resourceService } from '../../lib/resource-service.js';
import { assertEndAfterStart, nowInstant, storedSchedule } from '../../lib/schedule.js';
import { TURN_KEYS, takeTurns } from '../../lib/take-turns.js';
import { existingProducts } from '../products/index.js';
import {
  type CouponRow, couponProducts, couponUsages, couponsOnOrders, couponsRepository, replaceCouponProducts,
} from './coupons.repository.js';

const model = 'coupons';

export const couponSearchText = (name: { en: string; ar: string }, code: string) => foldForSearch(`${name.en} ${name.ar} ${code}`);

const moneyOrNull = (stored: number | null) => (stored === null ? null : storedToMoney(Number(stored)));
const storedMoneyOrNull = (text: string | null | undefined) => (text ? moneyToStored(text) : null);

/**
 * Coupons: a code customers type (unique ignoring case), a fixed or percentage discount,
 * limits, the products it applies to (none: every product) and when it runs (days or
 * times). Uses are counted from the orders that carry it. Coupon writes take turns (see
 * `takeTurns`), so two coupons saved at once with one code in two cases get the same 422 as
 * one after the other.
 */
export function createCouponsService(db: Db, dialect: Dialect, timeZone: string) {
  const repository = couponsRepository();

  const present = async (rows: CouponRow[], trx: Db): Promise<Coupon[]> => {
    const now = nowInstant();
    const products = await couponProducts(trx, rows.map((row) => row.id));
    return rows.map((row) => {
      const own = products.filter((product) => product.coupon_id === row.id);
      const coupon = {
        id: row.id,
        name: { en: row.name_en, ar: row.name_ar },
        code: row.code,
        discount_type: row.discount_type as DiscountType,
        discount_amount: moneyOrNull(row.discount_amount),
        rate: row.rate === null ? null : storedToPercent(row.rate),
        max_discount_amount: moneyOrNull(row.max_discount_amount),
        max_uses: row.max_uses,
        max_uses_per_user: row.max_uses_per_user,
        min_order_value: moneyOrNull(row.min_order_value),
        min_order_items: row.min_order_items,
        product_ids: own.map((product) => product.id),
        products: own.map((product) => ({ id: product.id, parent_id: product.parent_id, name: { en: product.name_en, ar: product.name_ar }, sku: product.sku })),
        start_date: row.start_date,
        end_date: row.end_date,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        is_active: Boolean(row.is_active),
        uses_count: Number(row.uses_count),
        has_orders: Boolean(row.has_orders),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
      return { ...coupon, status: scheduleStatusAt(coupon, now) };
    });
  };

  const kit = resourceService<CouponRow, Coupon, CouponInput>(db, {
    model,
    repository,
    present,
    stored: (input, { current }) => {
      const fixed = input.discount_type === 'fixed';
      return {
        name_en: input.name.en,
        name_ar: input.name.ar,
        code: input.code,
        discount_type: input.discount_type,
        // Only the discount's own field is kept; the other is cleared.
        discount_amount: fixed ? storedMoneyOrNull(input.discount_amount) : null,
        rate: !fixed && input.rate ? percentToStored(input.rate) : null,
        max_discount_amount: storedMoneyOrNull(input.max_discount_amount),
        max_uses: input.max_uses ?? null,
        max_uses_per_user: input.max_uses_per_user ?? null,
        min_order_value: storedMoneyOrNull(input.min_order_value),
        min_order_items: input.min_order_items ?? null,
        ...storedSchedule(input, timeZone),
        search_text: couponSearchText(input.name, input.code),
        ...((input.is_active !== undefined || !current) && { is_active: flag(input.is_active ?? true) }),
      };
    },
    list: {
      sorts: (locale) => ({
        name: `coupons.name_${locale}`,
        code: 'coupons.code',
        start_date: 'coupons.starts_at',
        end_date: 'coupons.ends_at',
        updated_at: 'coupons.updated_at',
        id: 'coupons.id',
      }),
      searchColumn: 'coupons.search_text',
    },
    lock: (trx) => takeTurns(trx, dialect, TURN_KEYS.coupons),
    // A code taken in any case is a mistake on the form's field (422), as every other "already taken" is.
    unique: { table: 'coupons', fields: [{ field: 'code', column: 'code', value: (input) => input.code, compare: 'case' }] },
    beforeWrite: async (input, { trx }) => {
      assertEndAfterStart(storedSchedule(input, timeZone));
      const existing = await existingProducts(trx, input.product_ids);
      const missing = input.product_ids.flatMap((id, i): [string, string][] => (existing.has(id) ? [] : [[`product_ids.${i}`, 'validation.product_missing']]));
      if (missing.length) throw fieldErrors(missing);
    },
    afterStore: (id, input, { trx }) => replaceCouponProducts(trx, id, input.product_ids),
    inUse: async (trx, ids) => {
      const { usedIds, numbers } = await couponsOnOrders(trx, ids, ORDERS_NAMED);
      return usedByOrders('errors.coupon_has_orders', usedIds, numbers);
    },
  });

  /** The orders that used a coupon, newest first: which customer, which order, when. */
  async function usages(id: number, query: ListQuery) {
    if (!(await repository.find(db, id))) throw notFound();
    const { rows, meta } = await paginate<Awaited<ReturnType<ReturnType<typeof couponUsages>['execute']>>[number]>(db, couponUsages(db, id), query, {
      sorts: { created_at: 'orders.created_at', id: 'orders.id' },
      defaultSort: '-created_at',
      idColumn: 'orders.id',
    });
    const data: CouponUsage[] = rows.map((row) => ({
      order: { id: row.id, number: row.number, code: row.code, status: row.status, total: storedToMoney(Number(row.total)) },
      customer: { id: row.customer_id, name: row.customer_name, phone: row.customer_phone },
      used_at: row.created_at,
    }));
    return { data, meta };
  }

  return {
    ...kit,
    usages,
    /** Switch a coupon on or off (idempotent). */
    setActive: (id: number, active: boolean, actor: Actor) => kit.setFlag(id, 'is_active', active, actor, undefined),
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
