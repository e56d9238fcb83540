import { type ComponentType, Suspense, useState } from 'react';
import { onFirstRender } from './on-first-render';

/**
 * A dialog whose code loads when it is first opened, and then stays mounted like any
 * other. For a dialog that validates with the shared schemas: imported statically, it would
 * make the screen that offers it load zod and the form libraries (the `forms` chunk) before
 * anyone opens it. `isOpen` reads the open state from the dialog's own props.
 */
export function dialogOnFirstOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = onFirstRender(load);
  return function DialogOnFirstOpen(props: P) {
    const [wanted, setWanted] = useState(false);
    if (!wanted && isOpen(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
