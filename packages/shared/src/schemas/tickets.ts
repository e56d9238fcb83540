/** Support tickets' schemas (spec §2 support, §3 Ticket, §4 ticket states; ARCHITECTURE "Tickets"); their words are in vocabulary.ts. */
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../constants.js';
import { fileList } from './files.js';
import { listQuery, requiredText, timestampsOut } from './common.js';
import { phoneField } from './customers.js';
import { dateQuery, requiredChoice, requiredId } from './form-fields.js';
import { TICKET_DEPARTMENTS, TICKET_STATUSES, TICKET_CODE_PATTERN } from '../vocabulary.js';

/** A reply's text: one to REPLY_MAX_LENGTH characters. */
export const REPLY_MAX_LENGTH = 5000;
/** Pictures one reply may carry. */
export const REPLY_MAX_ATTACHMENTS = 4;

export const ticketInput = z.object({
  subject: requiredText(150),
  department: requiredChoice(TICKET_DEPARTMENTS),
  /** The follow-up phone, checked as customers' phones are and stored in E.164. */
  phone: phoneField,
  description: requiredText(5000),
});
export type TicketInput = z.infer<typeof ticketInput>;

/** JSON `{ body }`, or multipart `body` with pictures `attachments[0]`, `attachments[1]`, … */
export const ticketReplyInput = z.object({
  body: requiredText(REPLY_MAX_LENGTH),
  attachments: fileList(
    { limitBytes: IMAGE_MAX_BYTES, tooLarge: 'validation.image_too_large' },
    'validation.image_invalid',
    REPLY_MAX_ATTACHMENTS,
  ).optional(),
});
export type TicketReplyInput = z.infer<typeof ticketReplyInput>;

export const ticketStatusInput = z.object({ status: requiredChoice(TICKET_STATUSES) });

/** `/tickets/code/{code}`: any case is read as the code (`tk-ac3d4e`). */
export const ticketCodeParam = z.object({
  code: z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), z.string().regex(TICKET_CODE_PATTERN, 'validation.invalid')),
});

const personOut = z.object({ id: z.number(), username: z.string() }).nullable();

export const ticketReplyOut = z.object({
  id: z.number(),
  body: z.string(),
  author: personOut,
  /** A ticket's pictures are private: read them with `ticketAttachmentPath` and the bearer token. */
  attachments: z.array(z.object({ id: z.number(), image: z.string() })),
  created_at: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplyOut>;

/** The sizes a reply's picture is served at: the thread's thumbnail and the larger preview. */
export const TICKET_PICTURE_SIZES = ['100x100', '400x400'] as const;
export type TicketPictureSize = (typeof TICKET_PICTURE_SIZES)[number];

export const ticketAttachmentParams = z.object({ id: requiredId, attachment: requiredId });
export const ticketAttachmentQuery = z.object({ size: z.enum(TICKET_PICTURE_SIZES, 'validation.invalid').default('400x400') });

/** Where one of a ticket's pictures is read (under `/api`), as signed-in users who may read the ticket. */
export const ticketAttachmentPath = (ticketId: number, attachmentId: number, size: TicketPictureSize) =>
  `/dashboard/tickets/${ticketId}/attachments/${attachmentId}?size=${size}`;

export const ticketOut = z.object({
  id: z.number(),
  code: z.string(),
  subject: z.string(),
  department: z.enum(TICKET_DEPARTMENTS),
  phone: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  author: personOut,
  replies_count: z.number(),
  /** A reply by someone else came after the caller last opened the ticket. */
  has_unread: z.boolean(),
  ...timestampsOut,
});
export type Ticket = z.infer<typeof ticketOut>;

/** One ticket with its conversation, oldest reply first. */
export const ticketDetailOut = ticketOut.extend({ replies: z.array(ticketReplyOut) });
export type TicketDetail = z.infer<typeof ticketDetailOut>;

export const ticketListQuery = listQuery.extend({
  status: requiredChoice(TICKET_STATUSES).optional(),
  department: requiredChoice(TICKET_DEPARTMENTS).optional(),
  /** Opened on or after this day, and on or before `date_to` (UTC days). */
  date_from: dateQuery,
  date_to: dateQuery,
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;

