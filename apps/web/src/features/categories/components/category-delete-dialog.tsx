import type { Category } from '@matjar/shared';
import { useTranslation } from 'react-i18next';
import { DeleteRowDialog } from '../../../components/confirm-dialog';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notify } from '../../../lib/notify';
import { useDeleteCategories } from '../api/delete-categories';

interface CategoryDeleteDialogProps {
  category: Pick<Category, 'id' | 'name'> | null;
  onClose: () => void;
  /** After the category is gone (the category page leaves for the list). */
  onDeleted?: () => void;
}

/** Asks before deleting one category; one still holding subcategories or products stays (409, named). */
export function CategoryDeleteDialog({ category, onClose, onDeleted }: CategoryDeleteDialogProps) {
  const { t } = useTranslation('categories');
  const { locale } = useLocale();
  const remove = useDeleteCategories();
  return (
    <DeleteRowDialog
      row={category}
      nameOf={(row) => row.name[locale]}
      namespace="categories"
      onClose={onClose}
      onDelete={async (row) => {
        await remove.mutateAsync([row.id]);
        notify.success(t('toast.deleted'));
        onDeleted?.();
      }}
    />
  );
}
