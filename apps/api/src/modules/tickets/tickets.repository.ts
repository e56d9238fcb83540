import type { TicketListQuery } from '@matjar/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dayAfter } from '../../lib/list.js';
import { type ResourceRow, flag, queryRepository } from '../../lib/resource-repository.js';

type Query = SelectQueryBuilder<any, any, any>;

/** Whose list it is: the unread-reply marker is the viewer's own. */
export type Viewer = number;

const filterTickets = (query: Query, list: TicketListQuery) => {
  let filtered = query;
  if (list.status) filtered = filtered.where('tickets.status', '=', list.status);
  if (list.department) filtered = filtered.where('tickets.department', '=', list.department);
  if (list.date_from) filtered = filtered.where('tickets.created_at', '>=', `${list.date_from}T00:00:00.000Z`);
  if (list.date_to) filtered = filtered.where('tickets.created_at', '<', dayAfter(list.date_to));
  return filtered;
};

/**
 * Tickets with their author's name, their number of replies and, for the viewer, whether a
 * reply by someone else came after the last one they read.
 */
export const ticketsRepository = queryRepository({
  table: 'tickets',
  query: (db: Db, viewer: Viewer) =>
    db
      .selectFrom('tickets')
      .leftJoin('users as author', 'author.id', 'tickets.author_id')
      .select([
        'tickets.id', 'tickets.code', 'tickets.subject', 'tickets.department', 'tickets.phone', 'tickets.description',
        'tickets.status', 'tickets.author_id', 'author.username as author_username', 'tickets.created_at', 'tickets.updated_at',
        sql<number>`(select count(*) from ticket_replies r where r.ticket_id = tickets.id)`.as('replies_count'),
        sql<number | boolean>`exists (
          select 1 from ticket_replies r
          where r.ticket_id = tickets.id
            and (r.author_id is null or r.author_id <> ${viewer})
            and r.id > coalesce((select tr.last_reply_id from ticket_reads tr where tr.ticket_id = tickets.id and tr.user_id = ${viewer}), 0)
        )`.as('has_unread'),
      ]),
  idColumn: 'tickets.id',
  filter: filterTickets,
  countFrom: (db: Db) => db.selectFrom('tickets'),
});
export type TicketRow = ResourceRow<typeof ticketsRepository>;

export const codeTaken = async (db: Db, code: string) =>
  Boolean(await db.selectFrom('tickets').select('id').where('code', '=', code).executeTakeFirst());

export const findIdByCode = async (db: Db, code: string) =>
  (await db.selectFrom('tickets').select('id').where('code', '=', code).executeTakeFirst())?.id;

/** A ticket's replies, oldest first, with their authors' names. */
export const repliesOf = (db: Db, ticketId: number) =>
  db
    .selectFrom('ticket_replies as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select(['r.id', 'r.body', 'r.author_id', 'u.username as author_username', 'r.created_at'])
    .where('r.ticket_id', '=', ticketId)
    .orderBy('r.id')
    .execute();

export const attachmentsOf = (db: Db, replyIds: number[]) =>
  replyIds.length
    ? db.selectFrom('ticket_reply_attachments').select(['id', 'reply_id', 'image']).where('reply_id', 'in', replyIds).orderBy('id').execute()
    : Promise.resolve([]);

/** The stored picture of attachment `attachmentId` if it belongs to a reply of ticket `ticketId`. */
export const findAttachment = async (db: Db, ticketId: number, attachmentId: number) =>
  (
    await db
      .selectFrom('ticket_reply_attachments as a')
      .innerJoin('ticket_replies as r', 'r.id', 'a.reply_id')
      .select('a.image')
      .where('a.id', '=', attachmentId)
      .where('r.ticket_id', '=', ticketId)
      .executeTakeFirst()
  )?.image;

export const allAttachmentImages = async (db: Db) =>
  (await db.selectFrom('ticket_reply_attachments').select('image').execute()).map((row) => row.image);

/** Every stored picture of these tickets' replies (to remove from the media store with them). */
export const imagesOfTickets = async (db: Db, ticketIds: number[]) =>
  ticketIds.length
    ? (
        await db
          .selectFrom('ticket_reply_attachments as a')
          .innerJoin('ticket_replies as r', 'r.id', 'a.reply_id')
          .select('a.image')
          .where('r.ticket_id', 'in', ticketIds)
          .execute()
      ).map((row) => row.image)
    : [];

export const insertReply = async (db: Db, row: { ticket_id: number; author_id: number | null; body: string; created_at: string }) =>
  Number((await db.insertInto('ticket_replies').values(row).returning('id').executeTakeFirstOrThrow()).id);

export const insertAttachments = async (db: Db, replyId: number, images: string[]) => {
  if (images.length) await db.insertInto('ticket_reply_attachments').values(images.map((image) => ({ reply_id: replyId, image }))).execute();
};

/** Who wrote the ticket and every reply so far (a reply notifies them). */
export async function participantsOf(db: Db, ticketId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ticket_replies')
    .select('author_id')
    .where('ticket_id', '=', ticketId)
    .where('author_id', 'is not', null)
    .union(db.selectFrom('tickets').select('author_id').where('id', '=', ticketId).where('author_id', 'is not', null))
    .execute();
  return rows.map((row) => Number(row.author_id));
}

/** The viewer has read the ticket up to its newest reply. */
export async function markTicketRead(db: Db, ticketId: number, userId: number) {
  const newest = await db
    .selectFrom('ticket_replies')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  const lastReplyId = Number(newest?.id ?? 0);
  if (!lastReplyId) return;
  await db
    .insertInto('ticket_reads')
    .values({ ticket_id: ticketId, user_id: userId, last_reply_id: lastReplyId })
    .onConflict((oc) => oc.columns(['ticket_id', 'user_id']).doUpdateSet({ last_reply_id: lastReplyId }))
    .execute();
}

/** Enabled users with their role names and permissions, one row per pair (who holds a permission is decided by the shared matcher). */
export const enabledUserGrants = (db: Db) =>
  db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .leftJoin('role_permissions as p', 'p.role_id', 'r.id')
    .select(['u.id', 'r.name', 'p.permission'])
    .where('u.is_active', '=', flag(true))
    .execute();
