import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { nowIso } from './clock.js';
import { fieldError, notFound } from './errors.js';
import { type Actor, type HistoryEntry, recordHistory } from './history.js';
import type { ResourceRepository } from './resource-repository.js';

/**
 * Rows kept in an order of their own within a group (a slider's slides, the ads of one
 * slot): `sort_order` from 1, a new row last in its group, and a reorder call that puts
 * the listed rows first in the order given.
 */
export interface Ordering<Row extends { id: number; sort_order: number }> {
  table: string;
  /** The columns that make a group (`type`; `page` and `position`). */
  groupColumns: readonly (keyof Row & string)[];
  repository: ResourceRepository<Row, any, any>;
}

const untyped = (db: Db) => db as unknown as Kysely<any>;

/** The place after the last row of the group `row` belongs to. */
export async function nextPosition<Row extends { id: number; sort_order: number }>(
  db: Db,
  ordering: Ordering<Row>,
  row: Partial<Row>,
): Promise<number> {
  let query = untyped(db).selectFrom(ordering.table).select((eb) => eb.fn.max('sort_order').as('last'));
  for (const column of ordering.groupColumns) query = query.where(sql.ref(column), '=', row[column]);
  const found = await query.executeTakeFirst();
  return Number(found?.last ?? 0) + 1;
}

/** The rows of the group `row` belongs to, in their order. */
export function rowsInOrder<Row extends { id: number; sort_order: number }>(db: Db, ordering: Ordering<Row>, row: Row): Promise<Row[]> {
  let query = ordering.repository.query(db, undefined);
  for (const column of ordering.groupColumns) query = query.where(sql.ref(`${ordering.table}.${column}`), '=', row[column]);
  return query.orderBy(sql.ref(`${ordering.table}.sort_order`)).orderBy(sql.ref(`${ordering.table}.id`)).execute() as Promise<Row[]>;
}

/**
 * Puts the listed rows of one group first, in the order given; the rows not listed keep
 * their order after them (a list read before another row was added still works). Each
 * moved row is recorded. `field` names the body's list in refusals. Answers the group in
 * its new order.
 */
export async function reorder<Row extends { id: number; sort_order: number }, Api extends object>(
  trx: Db,
  ordering: Ordering<Row>,
  change: { ids: number[]; field: string; model: string; actor: Actor; present: (row: Row) => Api },
): Promise<Row[]> {
  const { ids, field } = change;
  if (new Set(ids).size !== ids.length) throw fieldError(field, 'validation.duplicate');
  const listed = await ordering.repository.findMany(trx, ids, undefined);
  if (listed.length !== ids.length) throw notFound();
  const groupOf = (row: Row) => JSON.stringify(ordering.groupColumns.map((column) => row[column]));
  if (new Set(listed.map(groupOf)).size > 1) throw fieldError(field, 'validation.one_group');
  const group = await rowsInOrder(trx, ordering, listed[0] as Row);
  const order = [...ids, ...group.map((row) => row.id).filter((id) => !ids.includes(id))];
  const now = nowIso();
  const entries: HistoryEntry[] = [];
  for (const [index, id] of order.entries()) {
    const row = group.find((candidate) => candidate.id === id);
    if (!row || row.sort_order === index + 1) continue;
    await ordering.repository.update(trx, id, { sort_order: index + 1, updated_at: now });
    const before = change.present(row);
    entries.push({ action: 'updated', model: change.model, modelId: id, before, after: { ...before, sort_order: index + 1, updated_at: now } });
  }
  await recordHistory(trx, change.actor, entries);
  return rowsInOrder(trx, ordering, listed[0] as Row);
}
