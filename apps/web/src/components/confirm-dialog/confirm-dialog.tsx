import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useMountWhenOpened } from '../deferred/use-mount-when-opened';
import { errorMessage } from '../../lib/api/api-error';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  /** Defaults to "Confirm"; name the action ("Delete") where there is one. */
  confirmLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /**
   * Runs the action; the dialog closes when it resolves and shows the error when it throws.
   * Resolving to `false` keeps it open: the inputs in `children` did not pass and say why.
   */
  onConfirm: () => Promise<unknown> | unknown;
  /** Inputs the action needs (a reason, a new state), below the message. */
  children?: ReactNode;
}

/** The one confirmation every destructive or state-changing action asks for. */
export function ConfirmDialog({ opened: wanted, onClose, title, ...body }: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const { mounted, opened } = useMountWhenOpened(wanted);
  // While the action runs the dialog stays: closing it would hide the outcome.
  const close = () => {
    if (!running) onClose();
  };
  if (!mounted) return null;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      withCloseButton={false}
      centered
      size="sm"
      padding="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      {/* Mounted only while open, so every opening starts without a stale error. */}
      <ConfirmBody {...body} running={running} setRunning={setRunning} onClose={onClose} />
    </Modal>
  );
}

interface ConfirmBodyProps extends Omit<ConfirmDialogProps, 'opened' | 'title'> {
  running: boolean;
  setRunning: (running: boolean) => void;
}

function ConfirmBody({ message, confirmLabel, danger, onConfirm, onClose, running, setRunning, children }: ConfirmBodyProps) {
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
          {t('dialog.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={running} onClick={() => void confirm()} data-autofocus>
          {confirmLabel ?? t('dialog.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
