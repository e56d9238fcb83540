import { type OrderComment, type OrderCommentInput, foldForSearch } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { fieldError } from '../../lib/errors.js';
import { resourceService } from '../../lib/resource-service.js';
import * as repo from './order-comments.repository.js';

const toComment = (row: repo.CommentRow): OrderComment => ({
  id: Number(row.id),
  order: { id: Number(row.order_id), number: Number(row.number), code: row.code },
  user: row.user_id === null ? null : { id: Number(row.user_id), username: row.username ?? '' },
  body: row.body,
  created_at: row.created_at,
});

/** Staff comments on orders (`/dashboard/comments`): newest first, filtered by order, author and day; written by the signed-in user. */
export function createOrderCommentsService(db: Db) {
  const kit = resourceService(db, {
    model: 'order_comments',
    repository: repo.commentsRepository,
    present: (rows) => rows.map(toComment),
    beforeWrite: async (input: OrderCommentInput, { trx }) => {
      if (!(await repo.orderExists(trx, input.order_id))) throw fieldError('order_id', 'validation.exists');
    },
    stored: (input: OrderCommentInput, { actor }) => ({
      order_id: input.order_id,
      user_id: actor.userId,
      body: input.body,
      search_text: foldForSearch(input.body),
    }),
    list: { sorts: () => ({ created_at: 'c.created_at', id: 'c.id' }), defaultSort: '-created_at' },
  });

  return { list: kit.list, create: kit.create, remove: kit.remove };
}
export type OrderCommentsService = ReturnType<typeof createOrderCommentsService>;
