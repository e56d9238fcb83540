import { useTranslation } from 'react-i18next';
import { FormDrawer, useCreateEditTarget, type DialogState } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useCategory } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import type { CategoryDialog } from './category-dialogs';
import { CategoryForm } from './category-form';

interface CategoryFormDrawerProps {
  dialog: DialogState<CategoryDialog>;
  /** Where a new category starts: under the category whose page is open. */
  parentId?: number | null;
}

/** `?action=create` and `?action=edit&id=5`, each only for a user allowed to do it. */
export function CategoryFormDrawer({ dialog, parentId }: CategoryFormDrawerProps) {
  const { t } = useTranslation('categories');
  const { opened, shown, editId } = useCreateEditTarget(dialog, 'categories');
  const category = useCategory(editId);
  const save = useSaveCategory();
  const editing = editId !== null;

  return (
    <FormDrawer
      opened={opened}
      onClose={dialog.close}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      loading={editing && category.isPending}
      error={editing ? category.error : null}
    >
      {shown && (!editing || category.data) && (
        <CategoryForm
          key={category.data?.id ?? 'new'}
          category={editing ? category.data : undefined}
          parentId={parentId}
          onCancel={dialog.close}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: editId ?? undefined, input });
            notify.success(t(editing ? 'toast.updated' : 'toast.created'));
          }}
        />
      )}
    </FormDrawer>
  );
}
