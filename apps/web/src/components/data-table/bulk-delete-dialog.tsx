import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog';
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
