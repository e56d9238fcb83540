import { Modal, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A refused cache clear: "Ops..." with the server's message (spec §8). */
export function ClearCacheFailed({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('clearCache.failedTitle')} centered>
      <Text size="sm">{message}</Text>
    </Modal>
  );
}
