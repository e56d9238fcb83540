import { type ListQuery, isCalendarDate } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { dayAfter, paginate } from '../../lib/list.js';
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
  async function list(query: ListQuery & repo.HistoryFilters & { date_from?: string | undefined; date_to?: string | undefined }) {
    const from = query.date_from ?? query.from;
    const to = query.date_to ?? query.to;
    const filters = {
      ...query,
      from: from && new Date(isCalendarDate(from) ? `${from}T00:00:00.000Z` : from).toISOString(),
      // Both ends are included: a day ends on its last millisecond.
      to: to && new Date(isCalendarDate(to) ? Date.parse(dayAfter(to)) - 1 : to).toISOString(),
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
