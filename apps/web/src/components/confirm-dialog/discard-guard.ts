import { createContext, useContext, useEffect, type RefObject } from 'react';

/**
 * How a drawer or dialog learns whether the form inside holds unsaved input: it provides a
 * ref (`useDiscardQuestion` in confirm-dialog.tsx), the form inside (`DrawerForm`, a
 * dialog's reason field) keeps its dirty state there with `useDiscardGuard`. A form outside
 * any finds none and keeps nothing. A module of its own, on React alone: a form that only
 * reports (the password pages' `DrawerForm` helpers among them) loads no dialog.
 */
export const DiscardGuardContext = /* @__PURE__ */ createContext<RefObject<boolean> | null>(null);

/** Tells the enclosing drawer or dialog, if any, whether closing it now would lose input. */
export function useDiscardGuard(dirty: boolean) {
  const guard = useContext(DiscardGuardContext);
  useEffect(() => {
    if (!guard) return;
    guard.current = dirty;
    // The form leaves (the drawer closed, another record): nothing of it is left to lose.
    return () => {
      guard.current = false;
    };
  }, [guard, dirty]);
}
