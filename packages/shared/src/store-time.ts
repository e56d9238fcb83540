/** The store keeps one time zone (its owner's): "today" for offers and ads is its calendar day. */
export const DEFAULT_STORE_TIME_ZONE = 'Africa/Cairo';

/** Whether `timeZone` is an IANA zone this runtime knows (`Africa/Cairo`, `Asia/Riyadh`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (`YYYY-MM-DD`) it is at `at` in `timeZone`. */
export const calendarDayIn = (timeZone: string, at: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
