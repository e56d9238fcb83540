import { useEffect, useRef, useState } from 'react';

type PopupParts = typeof import('./mantine-popups');

/**
 * A popup (menu, popover) whose code a first press loads: until then its button stands
 * alone. Once loaded, the popup is made around a new copy of the button; that copy gets the
 * focus and the popup opens, so closing it gives the focus back as every later opening does.
 * A load that fails (offline, say) leaves the button as it was: the next press tries again.
 */
export function usePopupOnFirstPress<T>(pick: (parts: PopupParts) => T, open: () => void) {
  const [popup, setPopup] = useState<T | null>(null);
  const trigger = useRef<HTMLElement>(null);
  const opening = useRef(open);
  opening.current = open;
  useEffect(() => {
    if (!popup) return;
    trigger.current?.focus();
    opening.current();
  }, [popup]);
  const load = () => void import('./mantine-popups').then((parts) => setPopup(() => pick(parts)), () => undefined);
  return { popup, trigger, load };
}
