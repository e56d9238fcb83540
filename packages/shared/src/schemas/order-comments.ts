import { z } from 'zod';
import { listQuery, requiredText } from './common.js';
import { dateQuery, idQuery, requiredId } from './form-fields.js';

/** Staff comments on orders (`/dashboard/comments`). */

/** `POST /api/dashboard/comments`. */
export const orderCommentInput = z.object({ order_id: requiredId, body: requiredText(2000) });
export type OrderCommentInput = z.infer<typeof orderCommentInput>;

/** `GET /api/dashboard/comments`: `search` looks in the text and the order number. Default sort `-created_at`. */
export const orderCommentListQuery = listQuery.extend({
  order_id: idQuery,
  user_id: idQuery,
  date_from: dateQuery,
  date_to: dateQuery,
});
export type OrderCommentListQuery = z.infer<typeof orderCommentListQuery>;

export const orderCommentOut = z.object({
  id: z.number(),
  order: z.object({ id: z.number(), number: z.number(), code: z.string() }),
  user: z.object({ id: z.number(), username: z.string() }).nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type OrderComment = z.infer<typeof orderCommentOut>;
