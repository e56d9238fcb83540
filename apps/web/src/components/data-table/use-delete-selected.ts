import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { notify } from '../../lib/notify';

/**
 * The table's "Delete selected" for a user allowed to delete (undefined otherwise, which
 * hides the checkboxes): runs the batch delete, then says how many went with the screen's
 * own `toast.deletedMany` ("3 units deleted successfully").
 */
export function useDeleteSelected(allowed: boolean, remove: (ids: number[]) => Promise<unknown>, namespace: string) {
  const { t } = useTranslation(namespace);
  if (!allowed) return undefined;
  return async (ids: number[]) => {
    await remove(ids);
    notify.success(t('toast.deletedMany', { count: ids.length, value: formatNumber(ids.length) }));
  };
}
