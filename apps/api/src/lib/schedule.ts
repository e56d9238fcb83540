import { type ScheduleStatus, endInstant, startInstant } from '@matjar/shared';
import type { SelectQueryBuilder } from 'kysely';
import { flag } from './resource-repository.js';
import { fieldError } from './errors.js';

type Query = SelectQueryBuilder<any, any, any>;

/**
 * The rows of `table` in one state at `now` (an ISO instant; see `scheduleStatusAt`): a
 * list's `?status=` as SQL over `starts_at` and `ends_at` (the first instant after it).
 */
export function whereScheduleStatus(query: Query, table: string, status: ScheduleStatus, now: string): Query {
  const column = (name: string) => `${table}.${name}`;
  if (status === 'disabled') return query.where(column('is_active'), '=', flag(false));
  const active = query.where(column('is_active'), '=', flag(true));
  if (status === 'scheduled') return active.where(column('starts_at'), '>', now);
  if (status === 'expired') return active.where(column('ends_at'), '<=', now);
  return active.where(column('starts_at'), '<=', now).where(column('ends_at'), '>', now);
}

/** The calendar day `days` after `day` (before it when negative): demo data's dates around today. */
export const dayFrom = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What a row keeps of its schedule: the moments as sent and the instants they name in the store's `timeZone`. */
export const storedSchedule = (input: { start_date: string; end_date: string }, timeZone: string) => ({
  start_date: input.start_date,
  end_date: input.end_date,
  starts_at: startInstant(input.start_date, timeZone),
  ends_at: endInstant(input.end_date, timeZone),
});

/** The end after the start, by the instants (a form cannot compare times with offsets without the zone): 422 on `end_date`. */
export function assertEndAfterStart(schedule: { starts_at: string; ends_at: string }): void {
  if (schedule.ends_at <= schedule.starts_at) throw fieldError('end_date', 'validation.end_after_start');
}

/** The instant it is now, as the instants are stored (`toISOString()`). */
export const nowInstant = () => new Date().toISOString();
