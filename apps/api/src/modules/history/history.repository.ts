import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../lib/list.js';

/** SQL of the user history's screen; entries are written by `recordHistory` (lib/history.ts) only. */

export interface HistoryFilters {
  model?: string | undefined;
  model_id?: string | undefined;
  user_id?: number | undefined;
  impersonator_id?: number | undefined;
  action?: string | undefined;
  search?: string | undefined;
  /** ISO instants, both ends included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The entries with who acted (and who impersonated them), narrowed by the screen's filters. */
export function historyQuery(db: Db, filters: HistoryFilters) {
  let query = db
    .selectFrom('history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .leftJoin('users as i', 'i.id', 'h.impersonator_id')
    .select([
      'h.id', 'h.action', 'h.model', 'h.model_id', 'h.before', 'h.after', 'h.ip', 'h.created_at',
      'h.user_id', 'u.username as user_name', 'h.impersonator_id', 'i.username as impersonator_name',
    ]);
  if (filters.model) query = query.where('h.model', '=', filters.model);
  if (filters.model_id) query = query.where('h.model_id', '=', filters.model_id);
  if (filters.user_id) query = query.where('h.user_id', '=', filters.user_id);
  if (filters.impersonator_id) query = query.where('h.impersonator_id', '=', filters.impersonator_id);
  if (filters.search) {
    // Who (either identity), on what (model, exact id), from where (address prefix): what the screen shows.
    const pattern = containsPattern(filters.search.toLowerCase());
    const addressPrefix = `${filters.search.replace(/[\\%_]/g, '')}%`;
    query = query.where(sql<boolean>`(lower(u.username) like ${pattern} escape '\\' or lower(i.username) like ${pattern} escape '\\'
      or h.model like ${pattern} escape '\\' or h.model_id = ${filters.search} or h.ip like ${addressPrefix})`);
  }
  if (filters.action) query = query.where('h.action', '=', filters.action);
  if (filters.from) query = query.where('h.created_at', '>=', filters.from);
  if (filters.to) query = query.where('h.created_at', '<=', filters.to);
  return query;
}

export type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyQuery>['executeTakeFirstOrThrow']>>;

/** The models, or the actions, the history holds: choices of the screen's filters. */
export const distinctValues = async (db: Db, column: 'model' | 'action') =>
  (await db.selectFrom('history').select(column).distinct().orderBy(column).execute()).map((row) => row[column]);

/** The users who acted at least once, by name: only their ids and names. */
export const actingUsers = (db: Db) =>
  db
    .selectFrom('users')
    .select(['users.id', 'users.username'])
    .where((eb) => eb.exists(eb.selectFrom('history').select('history.id').whereRef('history.user_id', '=', 'users.id')))
    .orderBy('users.username')
    .execute();
