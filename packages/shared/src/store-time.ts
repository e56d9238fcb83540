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

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    wallClocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time of `timeZone` names (`2026-12-01T20:00`, seconds optional).
 * Where the clocks change, the earlier of the offsets' two readings is taken (a time passed
 * twice when they go back is its first passing).
 */
export function instantInZone(timeZone: string, local: string): Date {
  const [day, time = '00:00'] = local.split('T') as [string, string?];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(year, month - 1, date, hour, minute, second);
  const guess = wall - offsetAt(timeZone, wall);
  return new Date(Math.min(guess, wall - offsetAt(timeZone, guess)));
}
