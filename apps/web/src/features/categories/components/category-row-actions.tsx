import type { Category } from '@matjar/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/data-table';
import { useLocale } from '../../../lib/i18n/use-locale';

/** What the signed-in user may do to a category; worked out once per page, not per row. */
export interface CategoryPermissions {
  update: boolean;
  delete: boolean;
}

interface CategoryRowActionsProps {
  category: Pick<Category, 'id' | 'name'>;
  allowed: CategoryPermissions;
  onEdit: (id: number) => void;
  onDelete: () => void;
}

/** Edit and delete of one category (a list row, or the category page's header). */
export function CategoryRowActions({ category, allowed, onEdit, onDelete }: CategoryRowActionsProps) {
  const { t } = useTranslation('categories');
  const { locale } = useLocale();
  const name = category.name[locale];
  return (
    <>
      {allowed.update && <RowAction label={t('actions.edit')} rowName={name} icon={IconPencil} onClick={() => onEdit(category.id)} />}
      {allowed.delete && <RowAction label={t('actions.delete')} rowName={name} icon={IconTrash} danger onClick={onDelete} />}
    </>
  );
}
