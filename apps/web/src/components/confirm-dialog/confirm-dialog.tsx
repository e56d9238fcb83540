import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useMountWhenOpened } from '../deferred/use-mount-when-opened';
import { errorMessage } from '../../lib/api/api-error';
import { DiscardGuardContext } from './discard-guard';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  /** Defaults to "Confirm"; name the action ("Delete") where there is one. */
  confirmLabel?: string;
  /** Defaults to "Cancel"; a question that is not about an action says what staying means ("Keep editing"). */
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /**
   * Runs the action; the dialog closes when it resolves and shows the error when it throws.
   * Resolving to `false` keeps it open: the inputs in `children` did not pass and say why.
   */
  onConfirm: () => Promise<unknown> | unknown;
  /**
   * Inputs the action needs (a reason, a new state), below the message. One that holds
   * typed input says so with `useDiscardGuard`: Escape or a click outside then ask first.
   */
  children?: ReactNode;
}

/**
 * The guard of one drawer or dialog: `close` is what its Escape, click outside and close
 * button call; it closes at once while nothing is dirty, and otherwise asks "Discard
 * changes?" (`question`, rendered beside the drawer or dialog, not in it, so its clicks and
 * keys stay out of their handlers). While `asking`, the drawer or dialog must not close on
 * its own Escape or backdrop: the question's answer "Keep editing" does. `guarded` wraps
 * the content whose inputs report with `useDiscardGuard`. Its own Cancel and a save call
 * `onClose` directly: they close without asking.
 */
export function useDiscardQuestion(onClose: () => void) {
  const { t } = useTranslation('table');
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (!dirty.current) {
      onClose();
      return;
    }
    // Asked once the Escape that closed the drawer is done: opened within it, the question
    // would take the same key as its own answer and close at once.
    setTimeout(() => setAsking(true));
  };
  const guarded = (content: ReactNode) => <DiscardGuardContext value={dirty}>{content}</DiscardGuardContext>;
  const question = (
    <ConfirmDialog
      opened={asking}
      onClose={() => setAsking(false)}
      title={t('discard.title')}
      message={t('discard.message')}
      confirmLabel={t('discard.confirm')}
      cancelLabel={t('discard.keep')}
      danger
      onConfirm={onClose}
    />
  );
  return { close, asking, guarded, question };
}

/** The one confirmation every destructive or state-changing action asks for. */
export function ConfirmDialog({ opened: wanted, onClose, title, ...body }: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const { mounted, opened } = useMountWhenOpened(wanted);
  const discard = useDiscardQuestion(onClose);
  // While the action runs the dialog stays: closing it would hide the outcome.
  const close = () => {
    if (!running) discard.close();
  };
  if (!mounted) return null;
  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        closeOnEscape={!discard.asking}
        closeOnClickOutside={!discard.asking}
        title={title}
        withCloseButton={false}
        centered
        size="sm"
        padding="lg"
        styles={{ title: { fontWeight: 700 } }}
      >
        {/* Mounted only while open, so every opening starts without a stale error. */}
        {discard.guarded(<ConfirmBody {...body} running={running} setRunning={setRunning} onClose={onClose} />)}
      </Modal>
      {body.children !== undefined && discard.question}
    </>
  );
}

interface ConfirmBodyProps extends Omit<ConfirmDialogProps, 'opened' | 'title'> {
  running: boolean;
  setRunning: (running: boolean) => void;
}

function ConfirmBody({ message, confirmLabel, cancelLabel, danger, onConfirm, onClose, running, setRunning, children }: ConfirmBodyProps) {
  const { t } = useTranslation('table');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setRunning(true);
    setError(null);
    try {
      if ((await onConfirm()) !== false) onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {message}
      </Text>
      {children}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={running}>
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={running} onClick={() => void confirm()} data-autofocus>
          {confirmLabel ?? t('dialog.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
