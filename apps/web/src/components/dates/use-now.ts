import { useEffect, useState } from 'react';

/** How often the lists of dated records look at the clock again. */
const TICK_MS = 60_000;

/**
 * The instant it is now (ISO, as the API writes instants), moving on every minute: a list of
 * offers, coupons or ads shows each one's state as of now (a flash sale of a few hours starts
 * and ends while its list is open), within a minute of the change.
 */
export function useNow(): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
