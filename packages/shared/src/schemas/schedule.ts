/**
 * Rows shown between two days and switched on or off (ads, offers, coupons): their state on
 * a day of the store's calendar (`YYYY-MM-DD` in its time zone, both ends included).
 */
export const SCHEDULE_STATUSES = ['scheduled', 'running', 'expired', 'disabled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** The state on `today`: before its dates, within them, after them, or switched off. */
export const scheduleStatusOn = (row: { is_active: boolean; start_date: string; end_date: string }, today: string): ScheduleStatus =>
  !row.is_active ? 'disabled' : today < row.start_date ? 'scheduled' : today > row.end_date ? 'expired' : 'running';
