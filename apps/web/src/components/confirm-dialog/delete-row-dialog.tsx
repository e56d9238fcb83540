import { useTranslation } from 'react-i18next';
import { useRetained } from '../form-drawer/use-retained';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteRowDialogProps<Row> {
  /** The row to delete; null when closed. */
  row: Row | null;
  /** Its name in the active language, for "“Nike” will be deleted". */
  nameOf: (row: Row) => string;
  /** The feature's catalogue: `delete.title`, `delete.message` ({{name}}) and `delete.confirm`. */
  namespace: string;
  onDelete: (row: Row) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before deleting one row. When the server refuses (409: still in use) the dialog stays
 * open with its reason, which names what still uses the row.
 */
export function DeleteRowDialog<Row>({ row, nameOf, namespace, onDelete, onClose }: DeleteRowDialogProps<Row>) {
  const { t } = useTranslation(namespace);
  // Kept while the dialog animates closed, so its text does not blank out.
  const shown = useRetained(row);
  return (
    <ConfirmDialog
      opened={row !== null}
      onClose={onClose}
      title={t('delete.title')}
      message={shown ? t('delete.message', { name: nameOf(shown) }) : ''}
      confirmLabel={t('delete.confirm')}
      danger
      onConfirm={() => (row ? onDelete(row) : undefined)}
    />
  );
}
