import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A failed call's message above the fields (set by `showServerError` as `root.server`). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" styles={{ message: { whiteSpace: 'pre-line' } }}>
      {message}
    </Alert>
  );
}
