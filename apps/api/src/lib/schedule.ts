import type { ScheduleStatus } from '@matjar/shared';
import type { SelectQueryBuilder } from 'kysely';
import { flag } from './resource-repository.js';

type Query = SelectQueryBuilder<any, any, any>;

/**
 * The rows of `table` in one state on `today` (see `scheduleStatusOn`): a list's `?status=`
 * as SQL. Days are `YYYY-MM-DD` text, which compares as the calendar does.
 */
export function whereScheduleStatus(query: Query, table: string, status: ScheduleStatus, today: string): Query {
  const column = (name: string) => `${table}.${name}`;
  if (status === 'disabled') return query.where(column('is_active'), '=', flag(false));
  const active = query.where(column('is_active'), '=', flag(true));
  if (status === 'scheduled') return active.where(column('start_date'), '>', today);
  if (status === 'expired') return active.where(column('end_date'), '<', today);
  return active.where(column('start_date'), '<=', today).where(column('end_date'), '>=', today);
}

/** The calendar day `days` after `day` (before it when negative): demo data's dates around today. */
export const dayFrom = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
