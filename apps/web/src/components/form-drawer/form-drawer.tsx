import { Alert, Center, Drawer, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-error';
// The same chunk as this drawer (build/chunk-groups.ts, `dialogs`): asking costs no download.
import { useDiscardQuestion } from '../confirm-dialog/confirm-dialog';
import { useMountWhenOpened } from '../deferred/use-mount-when-opened';

export interface FormDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** True while the record being edited loads (e.g. opened from a link). */
  loading?: boolean;
  /** Set when the record could not be loaded (deleted, no longer allowed): shown instead of the form. */
  error?: unknown;
  /** A `<DrawerForm>`; it mounts on each opening, so the form starts fresh every time. */
  children: ReactNode;
}

/**
 * The side panel for creating and editing a record. It opens at the inline end: the
 * right in English and the left in Arabic (Mantine mirrors `right` under RTL).
 *
 * Escape, a click outside and the close button ask "Discard changes?" while the form holds
 * unsaved input (`DrawerForm` says so with `useDiscardGuard`; the question is
 * `useDiscardQuestion`, which the dialogs with inputs share); a clean form closes at once,
 * and the form's own Cancel and a save close without asking.
 */
export function FormDrawer({ opened: wanted, onClose, title, loading = false, error, children }: FormDrawerProps) {
  const { mounted, opened } = useMountWhenOpened(wanted);
  const discard = useDiscardQuestion(onClose);
  if (!mounted) return null;
  const waiting = (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
  return (
    <>
      <Drawer
        opened={opened}
        onClose={discard.close}
        // While the question is open, its own Escape and backdrop answer "Keep editing".
        closeOnEscape={!discard.asking}
        closeOnClickOutside={!discard.asking}
        title={title}
        position="right"
        size="md"
        padding={0}
        styles={{
          header: { paddingInline: 'var(--mantine-spacing-lg)' },
          title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
          // A column that fills the height, so the form's footer sits at the bottom edge.
          content: { display: 'flex', flexDirection: 'column' },
          body: { flex: 1, display: 'flex', flexDirection: 'column' },
        }}
      >
        {error ? (
          <Alert m="lg" color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(error)}
          </Alert>
        ) : loading ? (
          waiting
        ) : (
          // A form whose code comes with the drawer's first opening (`onFirstRender`) shows the same loader meanwhile.
          <Suspense fallback={waiting}>
            {discard.guarded(children)}
            <FocusFirstField />
          </Suspense>
        )}
      </Drawer>
      {/* Beside the drawer, not in it: clicks and keys in the question stay out of the drawer's handlers. */}
      {discard.question}
    </>
  );
}

/**
 * Mantine's focus trap puts the focus on the field marked `data-autofocus` as the drawer
 * opens. A form whose code arrives after that (`onFirstRender`) would leave it on the close
 * button, so the field is focused when the form arrives, unless the focus is in the form already.
 */
function FocusFirstField() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const drawer = marker.current?.closest<HTMLElement>('[role="dialog"]');
    const field = drawer?.querySelector<HTMLElement>('[data-autofocus]');
    if (field && !field.closest('form')?.contains(document.activeElement)) field.focus();
  }, []);
  return <span ref={marker} hidden />;
}
