import type { MessageParams } from '@matjar/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { nowIso } from './clock.js';
import { AppError } from './errors.js';

/** Who did something, and from where: taken from the request by `actorOf`. */
export interface Actor {
  userId: number | null;
  impersonatorId: number | null;
  ip: string | null;
}

export type HistoryAction =
  | 'created' | 'updated' | 'deleted' | 'signed_in' | 'signed_out' | 'sign_in_failed'
  /** Permissions someone tried to hand out without holding them (docs/permissions.md). */
  | 'grant_refused'
  /** A role or user out of the caller's reach, which they tried to change, delete or impersonate. */
  | 'access_refused';

export interface HistoryEntry {
  action: HistoryAction;
  model: string;
  modelId: string | number | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * The one writer of the user history. Services call it with the transaction that makes
 * the change, so the change and its entry land together or not at all.
 */
export async function recordHistory(
  trx: Transaction<Database> | Kysely<Database>,
  actor: Actor,
  entries: HistoryEntry | HistoryEntry[],
): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries]).map((e) => ({
    user_id: actor.userId,
    impersonator_id: actor.impersonatorId,
    action: e.action,
    model: e.model,
    model_id: e.modelId === null ? null : String(e.modelId),
    before: json(e.before),
    after: json(e.after),
    ip: actor.ip,
    created_at: nowIso(),
  }));
  if (rows.length > 0) await trx.insertInto('history').values(rows).execute();
}

/**
 * A 403 the history keeps. Thrown inside the change's transaction, which rolls back, so
 * nothing of the change stays; `keepingRefusals` then writes the entries on their own.
 */
export class RefusedChange extends AppError {
  constructor(key: string, params: MessageParams, readonly entries: HistoryEntry[]) {
    super(403, key, params);
  }
}

/** Runs a change; a `RefusedChange` it throws is written to the history after the rollback, then passed on. */
export async function keepingRefusals<T>(db: Kysely<Database>, actor: Actor, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof RefusedChange) await recordHistory(db, actor, error.entries);
    throw error;
  }
}
