import { useTranslation } from '../../lib/i18n/use-translation';
import { ConfirmDialog } from '../confirm-dialog';
import { useMountWhenOpened } from '../deferred/use-mount-when-opened';
import { formatNumber } from '../../lib/format';

interface BulkDeleteDialogProps {
  opened: boolean;
  onClose: () => void;
  count: number;
  onConfirm: () => Promise<unknown>;
}

/** "Delete 3 items?" — the server deletes all or none, so a failure leaves every row in place. */
export function BulkDeleteDialog({ opened, onClose, count, onConfirm }: BulkDeleteDialogProps) {
  const { t } = useTranslation('table');
  // Its words wait for its first opening: the count's number format was the first Intl
  // formatter of a list screen, a few dozen milliseconds of its first render on a phone.
  if (!useMountWhenOpened(opened).mounted) return null;
  const value = formatNumber(count);
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('bulkDelete.title', { count, value })}
      message={t('bulkDelete.message', { count, value })}
      confirmLabel={t('bulkDelete.confirm')}
      danger
      onConfirm={onConfirm}
    />
  );
}
