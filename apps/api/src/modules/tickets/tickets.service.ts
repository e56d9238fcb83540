import { randomInt } from 'node:crypto';
import {
  type ListQuery, type Locale, type Ticket, type TicketDepartment, type TicketDetail, type TicketInput, type TicketReply,
  type TicketReplyInput, type TicketStatus, TICKET_CODE_ALPHABET, canMoveTicket, can, foldForSearch, translateMessage,
} from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { resourceService } from '../../lib/resource-service.js';
import type { MediaStore } from '../media/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { Caller } from '../users/index.js';
import * as repo from './tickets.repository.js';
import { type TicketRow, type Viewer, ticketsRepository } from './tickets.repository.js';

const model = 'tickets';

/** `TK-` and six characters without look-alikes. */
export const newTicketCode = () => `TK-${Array.from({ length: 6 }, () => TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)]).join('')}`;

export const ticketSearchText = (code: string, subject: string) => foldForSearch(`${code} ${subject}`);

const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const toTicket = (row: TicketRow): Ticket => ({
  id: Number(row.id),
  code: row.code,
  subject: row.subject,
  department: row.department as TicketDepartment,
  phone: row.phone,
  description: row.description,
  status: row.status as TicketStatus,
  author: row.author_id === null ? null : { id: Number(row.author_id), username: row.author_username ?? '' },
  replies_count: Number(row.replies_count),
  has_unread: Boolean(row.has_unread),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * Support tickets (spec §3, §4): the kit's list, edit and delete; create, reply and status
 * moves of their own. A new ticket notifies every holder of `support.update` but its
 * author; a reply notifies the ticket's author and everyone who replied before, but not the
 * replier, each once. Notifications are written in the same transaction as what causes them.
 */
export function createTicketsService(db: Db, media: MediaStore, notifications: NotificationsService) {
  const kit = resourceService<TicketRow, Ticket, TicketInput, Viewer>(db, {
    model,
    repository: ticketsRepository,
    present: (rows) => rows.map(toTicket),
    stored: (input, { current }) => ({
      subject: input.subject,
      department: input.department,
      phone: input.phone,
      description: input.description,
      search_text: ticketSearchText(current?.code ?? '', input.subject),
    }),
    list: {
      sorts: () => ({
        code: 'tickets.code',
        subject: 'tickets.subject',
        status: 'tickets.status',
        department: 'tickets.department',
        created_at: 'tickets.created_at',
        updated_at: 'tickets.updated_at',
        id: 'tickets.id',
      }),
      searchColumn: 'tickets.search_text',
    },
    nameOf: (row) => row.code,
  });

  async function repliesOf(trx: Db, ticketId: number): Promise<TicketReply[]> {
    const replies = await repo.repliesOf(trx, ticketId);
    const attachments = await repo.attachmentsOf(trx, replies.map((reply) => Number(reply.id)));
    return replies.map((reply) => ({
      id: Number(reply.id),
      body: reply.body,
      author: reply.author_id === null ? null : { id: Number(reply.author_id), username: reply.author_username ?? '' },
      attachments: attachments.filter((a) => Number(a.reply_id) === Number(reply.id)).map((a) => ({ id: Number(a.id), image: a.image })),
      created_at: reply.created_at,
    }));
  }

  /** One ticket with its conversation; opening it marks its replies read for the viewer. */
  async function detail(id: number, viewer: Viewer): Promise<TicketDetail> {
    const ticket = await kit.load(db, id, viewer);
    const replies = await repliesOf(db, id);
    if (ticket.has_unread) await repo.markTicketRead(db, id, viewer);
    return { ...ticket, replies };
  }

  async function byCode(code: string, viewer: Viewer) {
    const id = await repo.findIdByCode(db, code);
    if (id === undefined) throw notFound();
    return detail(Number(id), viewer);
  }

  /** Enabled users holding `support.update` (Super Admins among them). */
  async function supportStaff(trx: Db): Promise<number[]> {
    const holders = new Map<number, { roles: string[]; permissions: string[] }>();
    for (const row of await repo.enabledUserGrants(trx)) {
      const holder = holders.get(Number(row.id)) ?? { roles: [], permissions: [] };
      holder.roles.push(row.name);
      if (row.permission) holder.permissions.push(row.permission);
      holders.set(Number(row.id), holder);
    }
    return [...holders].filter(([, holder]) => can(holder, 'support.update')).map(([id]) => id);
  }

  async function uniqueCode(trx: Db) {
    // 25^6 ≈ 244 million codes: a clash is rare, two in a row rarer still.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const code = newTicketCode();
      if (!(await repo.codeTaken(trx, code))) return code;
    }
    throw conflict();
  }

  async function create(input: TicketInput, caller: Caller): Promise<Ticket> {
    const { result, deliveries } = await kit.write(async (trx) => {
      const code = await uniqueCode(trx);
      const now = nowIso();
      const id = await ticketsRepository.insert(trx, {
        code,
        subject: input.subject,
        department: input.department,
        phone: input.phone,
        description: input.description,
        status: 'opened',
        author_id: caller.actor.userId,
        search_text: ticketSearchText(code, input.subject),
        created_at: now,
        updated_at: now,
      });
      const ticket = await kit.created(trx, id, caller.actor, caller.userId);
      const staff = (await supportStaff(trx)).filter((userId) => userId !== caller.actor.userId);
      return { result: ticket, deliveries: await notifications.notify(trx, staff, 'ticket_created', { code, opened_at: unixSeconds(now) }) };
    });
    notifications.delivered(deliveries);
    return result;
  }

  /** Stores the reply's pictures first; they are removed again if the reply is refused. */
  async function savedAttachments(files: TicketReplyInput['attachments']): Promise<string[]> {
    const saved: string[] = [];
    try {
      for (const [index, file] of (files ?? []).entries()) saved.push(await media.private.save(file, `attachments.${index}`));
    } catch (error) {
      await Promise.all(saved.map((name) => media.private.remove(name)));
      throw error;
    }
    return saved;
  }

  async function reply(ticketId: number, input: TicketReplyInput, caller: Caller): Promise<TicketReply> {
    const images = await savedAttachments(input.attachments);
    try {
      const { result, deliveries } = await kit.write(async (trx) => {
        const ticket = await ticketsRepository.find(trx, ticketId, caller.userId);
        if (!ticket) throw notFound();
        // Without `support.update`, only the ticket's own author may carry on its conversation.
        if (!can(caller.holder, 'support.update') && Number(ticket.author_id) !== caller.userId) throw forbidden();
        if (ticket.status === 'closed') throw conflict('errors.ticket_closed');
        const participants = await repo.participantsOf(trx, ticketId);
        const now = nowIso();
        const replyId = await repo.insertReply(trx, { ticket_id: ticketId, author_id: caller.actor.userId, body: input.body, created_at: now });
        await repo.insertAttachments(trx, replyId, images);
        await ticketsRepository.update(trx, ticketId, { updated_at: now });
        await repo.markTicketRead(trx, ticketId, caller.userId);
        const shown = (await repliesOf(trx, ticketId)).find((r) => r.id === replyId) as TicketReply;
        await recordHistory(trx, caller.actor, { action: 'created', model: 'ticket_replies', modelId: replyId, after: { ticket: ticket.code, ...shown } });
        const recipients = participants.filter((userId) => userId !== caller.actor.userId);
        const sent = await notifications.notify(trx, recipients, 'ticket_reply_created', { ticket: { code: ticket.code }, created: unixSeconds(now) });
        return { result: shown, deliveries: sent };
      });
      notifications.delivered(deliveries);
      return result;
    } catch (error) {
      await Promise.all(images.map((name) => media.private.remove(name)));
      throw error;
    }
  }

  /** opened ⇄ pending, either → closed, closed → opened; any other move is a 409 naming both states. Answers the ticket with its conversation. */
  async function setStatus(id: number, status: TicketStatus, caller: Caller): Promise<TicketDetail> {
    await kit.write(async (trx) => {
      const current = await ticketsRepository.find(trx, id, caller.userId);
      if (!current) throw notFound();
      const from = current.status as TicketStatus;
      if (!canMoveTicket(from, status)) {
        const label = (state: TicketStatus) => translateMessage(caller.locale, `tickets.status_${state}`);
        throw new AppError(409, 'errors.ticket_illegal_move', { from: label(from), to: label(status) });
      }
      const before = toTicket(current);
      await ticketsRepository.update(trx, id, { status, updated_at: nowIso() });
      return kit.updated(trx, id, before, caller.actor, caller.userId);
    });
    return detail(id, caller.userId);
  }

  /** The kit's delete, then the pictures of the deleted tickets' replies. */
  async function remove(ids: number[], actor: Actor, locale: Locale, viewer: Viewer) {
    const images = await repo.imagesOfTickets(db, ids);
    await kit.scoped(viewer).remove(ids, actor, locale);
    await Promise.all(images.map((name) => media.private.remove(name)));
  }

  /** The file of one reply picture of ticket `ticketId`, resized to `size`; 404 when the ticket has no such picture. */
  async function attachment(ticketId: number, attachmentId: number, size: string): Promise<{ file: string; image: string }> {
    const image = await repo.findAttachment(db, ticketId, attachmentId);
    const file = image === undefined ? null : await media.private.resized(image, size);
    if (image === undefined || file === null) throw notFound();
    return { file, image };
  }

  /** Pictures an earlier release kept among the public images move to the private ones. */
  const hideAttachments = async () => media.private.makePrivate(await repo.allAttachmentImages(db));

  /** The standard calls as one caller sees them (their unread markers), for the route set. */
  const forCaller = (caller: Caller) => ({
    list: (query: ListQuery, locale: Locale) => kit.scoped(caller.userId).list(query, locale),
    get: (id: number) => detail(id, caller.userId),
    create: async (input: TicketInput): Promise<TicketDetail> => ({ ...(await create(input, caller)), replies: [] }),
    update: async (id: number, input: TicketInput, actor: Actor) => {
      await kit.scoped(caller.userId).update(id, input, actor);
      return detail(id, caller.userId);
    },
    remove: (ids: number[], actor: Actor, locale: Locale) => remove(ids, actor, locale, caller.userId),
  });

  return { forCaller, byCode, reply, setStatus, attachment, hideAttachments };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
