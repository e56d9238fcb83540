import { useEffect, useState } from 'react';

/**
 * A dialog or drawer that has never been opened costs nothing: a list screen renders a
 * handful of them closed (batch delete, confirm, form, history), and a closed Mantine
 * modal still runs its hooks and transitions on every render of the screen. `mounted`
 * turns true on the first opening and stays; `opened` follows one render later, so the
 * first opening animates in like the others.
 */
export function useMountWhenOpened(opened: boolean): { mounted: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(opened);
  const [ready, setReady] = useState(opened);
  if (opened && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted) setReady(true);
  }, [mounted]);
  return { mounted, opened: opened && ready };
}
