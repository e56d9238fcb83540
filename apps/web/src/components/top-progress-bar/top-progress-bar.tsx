import { useEffect, useState } from 'react';
import classes from './top-progress-bar.module.css';

/** Spec §9: work shorter than the throttle shows nothing; the bar never runs past 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
const FINISH_MS = 300;

type Phase = 'idle' | 'running' | 'finishing';

/**
 * A 2 px bar at the top of the window while `active` (route loading, queries, mutations).
 * It creeps towards 90 % and fills up when the work ends, or gives up after 5 s.
 */
export function TopProgressBar({ active }: { active: boolean }) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (!active) {
      setPhase((current) => (current === 'running' ? 'finishing' : current));
      return;
    }
    const start = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
    const giveUp = setTimeout(() => setPhase('finishing'), PROGRESS_THROTTLE_MS + PROGRESS_DURATION_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(giveUp);
    };
  }, [active]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const done = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(done);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={classes.bar}
      data-phase={phase}
      style={{ '--progress-duration': `${PROGRESS_DURATION_MS}ms`, '--finish-duration': `${FINISH_MS}ms` } as React.CSSProperties}
      role="progressbar"
      aria-hidden="true"
    />
  );
}
