import type { Category, CategoryInput } from '@matjar/shared';
import { RecordFormDrawer, type DialogState } from '../../../components/form-drawer';
import { useCategory } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import type { CategoryDialog } from './category-dialogs';
import { CategoryForm } from './category-form';

interface CategoryFormDrawerProps {
  dialog: DialogState<CategoryDialog>;
  /** Where a new category starts: under the category whose page (or children list) is open. */
  parentId?: number | null;
}

/** `?action=create` and `?action=edit&id=5`, each only for a user allowed to do it. */
export function CategoryFormDrawer({ dialog, parentId }: CategoryFormDrawerProps) {
  const save = useSaveCategory();
  return (
    <RecordFormDrawer<Category, CategoryInput>
      dialog={dialog}
      area="categories"
      useRecord={useCategory}
      save={(input, id) => save.mutateAsync({ id, input })}
    >
      {({ record, ...form }) => <CategoryForm category={record} parentId={parentId} {...form} />}
    </RecordFormDrawer>
  );
}
