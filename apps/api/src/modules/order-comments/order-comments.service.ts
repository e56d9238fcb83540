import { type OrderComment, type OrderCommentInput, type OrderCommentListQuery, foldForSearch } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import * as repo from './order-comments.repository.js';

const model = 'order_comments';

const toComment = (row: repo.CommentRow): OrderComment => ({
  id: Number(row.id),
  order: { id: Number(row.order_id), number: Number(row.number), code: row.code },
  user: row.user_id === null ? null : { id: Number(row.user_id), username: row.username ?? '' },
  body: row.body,
  created_at: row.created_at,
});

/** Staff comments on orders (`/dashboard/comments`): newest first, filtered by order, author and day. */
export function createOrderCommentsService(db: Db) {
  async function list(query: OrderCommentListQuery) {
    const { rows, meta } = await paginate<repo.CommentRow>(db, repo.whereCommentFilters(repo.commentsQuery(db), query), query, {
      sorts: { created_at: 'c.created_at', id: 'c.id' },
      defaultSort: '-created_at',
      idColumn: 'c.id',
      countBase: repo.whereCommentFilters(db.selectFrom('order_comments as c'), query),
    });
    return { data: rows.map(toComment), meta };
  }

  function create(input: OrderCommentInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('orders').select('id').where('id', '=', input.order_id).executeTakeFirst();
      if (!order) throw fieldError('order_id', 'validation.exists');
      const now = nowIso();
      const { id } = await trx
        .insertInto('order_comments')
        .values({ order_id: input.order_id, user_id: actor.userId, body: input.body, search_text: foldForSearch(input.body), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const comment = toComment((await repo.findComment(trx, Number(id)))!);
      await recordHistory(trx, actor, { action: 'created', model, modelId: comment.id, after: comment });
      return comment;
    });
  }

  function remove(id: number, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const row = await repo.findComment(trx, id);
      if (!row) throw notFound();
      await trx.deleteFrom('order_comments').where('id', '=', id).execute();
      await recordHistory(trx, actor, { action: 'deleted', model, modelId: id, before: toComment(row) });
    });
  }

  return { list, create, remove };
}
export type OrderCommentsService = ReturnType<typeof createOrderCommentsService>;
