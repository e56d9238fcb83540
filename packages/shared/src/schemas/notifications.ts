/** Notifications' schemas (spec §3 Notification, §7 `POST /notifications`; ARCHITECTURE "Notifications"). */
import { z } from 'zod';
import { listMeta, listQuery } from './common.js';
import { requiredId } from './form-fields.js';
import { NOTIFICATION_TYPES } from '../vocabulary.js';

/** What each type carries in `data.data` (times in unix seconds). */
export interface NotificationPayloads {
  ticket_created: { code: string; opened_at: number };
  ticket_reply_created: { ticket: { code: string }; created: number };
}

export const notificationOut = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  read_at: z.string().nullable(),
  created_at: z.string(),
  data: z.object({
    data: z.union([
      z.object({ code: z.string(), opened_at: z.number() }),
      z.object({ ticket: z.object({ code: z.string() }), created: z.number() }),
    ]),
  }),
});
export type Notification = z.infer<typeof notificationOut>;

/** Paged newest first; `sort` takes `id` or `-id` only. */
export const notificationListQuery = listQuery.pick({ page: true, perPage: true, per_page: true, cursor: true, sort: true });
export const notificationListMeta = listMeta.extend({ unread_count: z.number() });

/**
 * `POST /api/notifications` (spec §7): `{ id }` marks one read, `{ method: "delete", id }`
 * removes one, `{ method: "delete", all: true }` removes them all.
 */
export const notificationAction = z
  .object({
    id: requiredId.optional(),
    method: z.enum(['delete'], { error: 'validation.invalid' }).optional(),
    // A form sends text: `all=true` (or `1`) reads as JSON's true.
    all: z.preprocess((value) => (value === 'true' || value === '1' ? true : value), z.literal(true, { error: 'validation.invalid' })).optional(),
  })
  .superRefine((action, ctx) => {
    if (action.all && action.method !== 'delete') ctx.addIssue({ code: 'custom', path: ['method'], message: 'validation.invalid' });
    if (action.id === undefined && !action.all) ctx.addIssue({ code: 'custom', path: ['id'], message: 'validation.required' });
  });
export type NotificationAction = z.infer<typeof notificationAction>;

/** A single-use ticket that opens the event stream (`GET /api/notifications/stream?ticket=`). */
export const STREAM_TICKET_SECONDS = 30;
export const streamTicketOut = z.object({ ticket: z.string(), expires_in: z.number() });
export const streamQuery = z.object({ ticket: z.string().max(100).optional() });
