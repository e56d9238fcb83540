import type { Kysely } from 'kysely';
import { autoId, columnTypes } from './dialect.js';

/**
 * Support tickets with their replies and reply pictures; what each user last read of a
 * ticket (its unread-reply marker); notifications per user; and the single-use tickets that
 * open a user's live event stream. A notification's id is the stream's event id, so
 * `Last-Event-ID` resumes from the user's notifications after it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable('tickets')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('code', 'varchar(9)', (c) => c.notNull().unique())
    .addColumn('subject', 'varchar(150)', (c) => c.notNull())
    .addColumn('department', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    // A ticket outlives its author's account: the conversation stays, the name goes.
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  for (const column of ['code', 'subject', 'status', 'department', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`tickets_${column}`).on('tickets').columns([column, 'id']).execute();
  }
  await db.schema.createIndex('tickets_author').on('tickets').column('author_id').execute();

  await db.schema
    .createTable('ticket_replies')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_replies_ticket').on('ticket_replies').columns(['ticket_id', 'id']).execute();
  await db.schema.createIndex('ticket_replies_author').on('ticket_replies').column('author_id').execute();

  await db.schema
    .createTable('ticket_reply_attachments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('reply_id', 'integer', (c) => c.notNull().references('ticket_replies.id').onDelete('cascade'))
    .addColumn('image', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_reply_attachments_reply').on('ticket_reply_attachments').columns(['reply_id', 'id']).execute();

  await db.schema
    .createTable('ticket_reads')
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_reply_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_reads_pk', ['ticket_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('read_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('stream_tickets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('stream_tickets_expires_at').on('stream_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['stream_tickets', 'notifications', 'ticket_reads', 'ticket_reply_attachments', 'ticket_replies', 'tickets']) {
    await db.schema.dropTable(table).execute();
  }
}
