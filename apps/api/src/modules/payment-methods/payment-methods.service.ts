import { type PaymentMethod, type PaymentMethodGroup, PAYMENT_GROUPS, messageCatalogues } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import * as repo from './payment-methods.repository.js';

type MethodRow = NonNullable<Awaited<ReturnType<typeof repo.findMethod>>>;

const toMethod = (row: MethodRow): PaymentMethod => ({
  id: Number(row.id),
  group: row.group_key as PaymentMethod['group'],
  name: { en: row.name_en, ar: row.name_ar },
  is_active: Boolean(row.is_active),
});

/**
 * The store's payment methods (spec §9 options), seeded by the migration: groups of
 * methods, the cash group holding one. Staff switch a method on or off; a method switched
 * off stays on its old orders and in filters, but new orders cannot use it.
 */
export function createPaymentMethodsService(db: Db) {
  async function groups(): Promise<PaymentMethodGroup[]> {
    const rows = await repo.allMethods(db);
    return PAYMENT_GROUPS.map((group) => ({
      id: group,
      name: { en: messageCatalogues.en.orders[`group_${group}`], ar: messageCatalogues.ar.orders[`group_${group}`] },
      methods: rows.filter((row) => row.group_key === group).map(toMethod).map(({ group: _g, ...method }) => method),
    })).filter((group) => group.methods.length > 0);
  }

  function setActive(id: number, active: boolean, actor: Actor): Promise<PaymentMethod> {
    return db.transaction().execute(async (trx) => {
      const row = await repo.findMethod(trx, id);
      if (!row) throw notFound();
      const before = toMethod(row);
      if (before.is_active === active) return before;
      await repo.setMethodActive(trx, id, active);
      const after = { ...before, is_active: active };
      await recordHistory(trx, actor, { action: 'updated', model: 'payment_methods', modelId: id, before, after });
      return after;
    });
  }

  return { groups, setActive };
}
export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
