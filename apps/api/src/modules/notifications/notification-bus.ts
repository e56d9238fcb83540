import { type Notification } from '@matjar/shared';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db, Dialect } from '../../db/database.js';

/** A notification on its way to its user's open streams. */
export interface Delivery {
  userId: number;
  notification: Notification;
}

/**
 * How a notification reaches every API process's open streams. The service calls both
 * halves of a write; each bus acts in one: PostgreSQL announces inside the transaction
 * (`pg_notify` is delivered on commit, never for a rollback), the in-process bus (SQLite,
 * one process) once the transaction has committed.
 */
export interface NotificationBus {
  /** Within the write's transaction. */
  inTransaction: (trx: Db, deliveries: Delivery[]) => Promise<void>;
  /** After the write's commit. */
  committed: (deliveries: Delivery[]) => void;
  /** Every delivery this process hears, from any process. */
  listen: (deliver: (delivery: Delivery) => void) => void;
  /** Settles once the bus hears what other processes announce. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

const CHANNEL = 'matjar_notifications';
/** A lost LISTEN connection is opened again after this long. */
const RECONNECT_MS = 1000;

/** One process over SQLite: deliveries go straight to this process's streams. */
export function inProcessBus(): NotificationBus {
  let deliver: (delivery: Delivery) => void = () => {};
  return {
    inTransaction: async () => {},
    committed: (deliveries) => deliveries.forEach((delivery) => deliver(delivery)),
    listen: (listener) => {
      deliver = listener;
    },
    ready: Promise.resolve(),
    close: async () => {},
  };
}

/**
 * Many processes over one PostgreSQL: every process LISTENs on a dedicated connection (not a
 * pool's, which would be handed to other queries) and hears every notification committed
 * by any of them. A payload is one notification and its user (a few hundred bytes, well
 * under PostgreSQL's 8,000).
 */
export function postgresBus(databaseUrl: string, warn: (message: string) => void): NotificationBus {
  let deliver: (delivery: Delivery) => void = () => {};
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onMessage = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { u, n } = JSON.parse(message.payload) as { u: number; n: Notification };
      deliver({ userId: u, notification: n });
    } catch {
      warn('notification bus: unreadable payload ignored');
    }
  };

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (!closed) {
        warn(`notification bus: LISTEN connection lost${error ? ` (${error.message})` : ''}; reconnecting`);
        retry = setTimeout(() => void connect(), RECONNECT_MS);
      }
    };
    next.on('notification', onMessage);
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(error as Error);
    }
  }
  const connected = connect();

  return {
    inTransaction: async (trx, deliveries) => {
      if (!deliveries.length) return;
      const payloads = deliveries.map(({ userId, notification }) => JSON.stringify({ u: userId, n: notification }));
      await sql`select pg_notify(${CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(trx);
    },
    committed: () => {},
    listen: (listener) => {
      deliver = listener;
    },
    ready: connected,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await connected;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** The bus of this server's database. */
export const notificationBusFor = (dialect: Dialect, databaseUrl: string, warn: (message: string) => void) =>
  dialect === 'postgres' ? postgresBus(databaseUrl, warn) : inProcessBus();
