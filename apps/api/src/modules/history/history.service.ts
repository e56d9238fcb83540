import type { ListQuery } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { paginate } from '../../lib/list.js';
import * as repo from './history.repository.js';

const parse = (value: string | null) => (value === null ? null : (JSON.parse(value) as unknown));

const toEntry = (row: repo.HistoryRow) => ({
  id: row.id,
  action: row.action,
  model: row.model,
  model_id: row.model_id,
  before: parse(row.before),
  after: parse(row.after),
  user: row.user_id && row.user_name ? { id: row.user_id, username: row.user_name } : null,
  impersonator: row.impersonator_id && row.impersonator_name ? { id: row.impersonator_id, username: row.impersonator_name } : null,
  ip: row.ip,
  created_at: row.created_at,
});

/** The user history, read only: nothing edits or deletes an entry. */
export function createHistoryService(db: Db) {
  async function list(query: ListQuery & repo.HistoryFilters) {
    const filters = {
      ...query,
      from: query.from && new Date(query.from).toISOString(),
      to: query.to && new Date(query.to).toISOString(),
    };
    const { rows, meta } = await paginate<repo.HistoryRow>(db, repo.historyQuery(db, filters), query, {
      sorts: { id: 'h.id' },
      defaultSort: '-id',
      idColumn: 'h.id',
    });
    return { data: rows.map(toEntry), meta };
  }

  return {
    list,
    models: () => repo.distinctValues(db, 'model'),
    actions: () => repo.distinctValues(db, 'action'),
    users: () => repo.actingUsers(db),
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
