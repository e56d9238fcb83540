import type { OrderCommentListQuery } from '@matjar/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dayAfter, whereSearch } from '../../lib/list.js';
import { queryRepository } from '../../lib/resource-repository.js';

export const commentsQuery = (db: Db) =>
  db
    .selectFrom('order_comments as c')
    .innerJoin('orders', 'orders.id', 'c.order_id')
    .leftJoin('users', 'users.id', 'c.user_id')
    .select(['c.id', 'c.order_id', 'c.user_id', 'c.body', 'c.created_at', 'orders.number', 'orders.code', 'users.username']);

export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsQuery>['executeTakeFirstOrThrow']>>;

type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Filters of the comments list; `search` looks in the text, and a number is also an order number. */
export function whereCommentFilters(q: AnyQuery, query: OrderCommentListQuery): AnyQuery {
  let out = q;
  if (query.order_id !== undefined) out = out.where(sql.ref('c.order_id'), '=', query.order_id);
  if (query.user_id !== undefined) out = out.where(sql.ref('c.user_id'), '=', query.user_id);
  if (query.date_from) out = out.where(sql.ref('c.created_at'), '>=', `${query.date_from}T00:00:00.000Z`);
  if (query.date_to) out = out.where(sql.ref('c.created_at'), '<', dayAfter(query.date_to));
  const number = /^#?(\d{1,9})$/.exec(query.search?.trim() ?? '')?.[1];
  if (number) return out.where(sql<boolean>`c.order_id in (select id from orders where number = ${Number(number)})`);
  return whereSearch(out, 'c.search_text', query.search);
}

/** Comments with their order's number and code and their author's name; counted on the comments alone. */
export const commentsRepository = queryRepository({
  table: 'order_comments',
  query: commentsQuery,
  idColumn: 'c.id',
  filter: whereCommentFilters,
  countFrom: (db) => db.selectFrom('order_comments as c'),
});

export const orderExists = async (db: Db, id: number) => Boolean(await db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst());
