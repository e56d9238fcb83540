import { z } from 'zod';
import { instantInZone } from '../store-time.js';
import { isCalendarDate, requiredOrInvalid } from './form-fields.js';
import type { ScheduleStatus } from '../vocabulary.js';

/**
 * Rows shown between two moments and switched on or off (ads, offers, coupons). Each end is a
 * day (`2026-12-01`: the whole day in the store's time zone), a wall-clock time of the store
 * (`2026-12-01T20:00`) or an instant with its offset (`2026-12-01T18:00:00Z`). Rows keep what
 * was sent and, beside it, the instants it names (`starts_at`, `ends_at`): the state, overlap
 * and pricing compare those (docs/decisions/0011).
 */
const TIME = String.raw`(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?`;
const LOCAL_TIME = new RegExp(String.raw`^(\d{4}-\d{2}-\d{2})T${TIME}$`);
const OFFSET_TIME = new RegExp(String.raw`^(\d{4}-\d{2}-\d{2})T${TIME}(?:\.\d{1,3})?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$`);

/** Whether `text` is one end of a schedule: a day, a store's wall-clock time or an instant with an offset. */
export function isScheduleMoment(text: string): boolean {
  const day = LOCAL_TIME.exec(text)?.[1] ?? OFFSET_TIME.exec(text)?.[1] ?? text;
  return isCalendarDate(day);
}

/** Whether a schedule's end names a time, not a whole day. */
export const hasTime = (moment: string) => moment.includes('T');

/** The first instant of a schedule starting at `moment` (a day starts at its midnight in `timeZone`). */
export function startInstant(moment: string, timeZone: string): string {
  return (OFFSET_TIME.test(moment) ? new Date(moment) : instantInZone(timeZone, moment)).toISOString();
}

/** The first instant after a schedule ending at `moment`: a day ends where the next one starts in `timeZone`. */
export function endInstant(moment: string, timeZone: string): string {
  if (hasTime(moment)) return startInstant(moment, timeZone);
  const next = new Date(Date.parse(`${moment}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return instantInZone(timeZone, next).toISOString();
}

/** One end of a schedule on a form (see `isScheduleMoment`), trimmed. */
export const scheduleField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string({ error: requiredOrInvalid }).refine(isScheduleMoment, 'validation.date_time'),
);

/** A wall-clock reading to compare a start and an end sent without offsets: a day's end is its `T24:00`. */
const wallReading = (moment: string, end: boolean) =>
  hasTime(moment) ? (moment.length === 16 ? `${moment}:00` : moment) : `${moment}T${end ? '24:00:00' : '00:00:00'}`;

/**
 * The end after the start, where the form can tell without the store's zone (no offsets):
 * two days may be the same day (both count). With an offset the service compares the
 * instants (`startInstant`, `endInstant`) and answers the same message.
 */
export const endAfterStart = (range: { start_date: string; end_date: string }, ctx: z.RefinementCtx) => {
  const { start_date: start, end_date: end } = range;
  if (OFFSET_TIME.test(start) || OFFSET_TIME.test(end)) return;
  if (wallReading(end, true) <= wallReading(start, false)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: hasTime(start) || hasTime(end) ? 'validation.end_after_start' : 'validation.end_before_start' });
  }
};

/** The state at `now` (an ISO instant): before its start, from it until its end, after, or switched off. */
export const scheduleStatusAt = (row: { is_active: boolean; starts_at: string; ends_at: string }, now: string): ScheduleStatus =>
  !row.is_active ? 'disabled' : now < row.starts_at ? 'scheduled' : now >= row.ends_at ? 'expired' : 'running';
