import { useTranslation } from 'react-i18next';
import { FormDrawer, useCreateEditTarget, type DialogState } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useBrand } from '../api/get-brands';
import { useSaveBrand } from '../api/save-brand';
import type { BrandDialog } from './brand-dialogs';
import { BrandForm } from './brand-form';

/** `?action=create` and `?action=edit&id=5`, each only for a user allowed to do it. */
export function BrandFormDrawer({ dialog }: { dialog: DialogState<BrandDialog> }) {
  const { t } = useTranslation('brands');
  const { opened, shown, editId } = useCreateEditTarget(dialog, 'brands');
  const brand = useBrand(editId);
  const save = useSaveBrand();
  const editing = editId !== null;

  return (
    <FormDrawer
      opened={opened}
      onClose={dialog.close}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      loading={editing && brand.isPending}
      error={editing ? brand.error : null}
    >
      {shown && (!editing || brand.data) && (
        <BrandForm
          key={brand.data?.id ?? 'new'}
          brand={editing ? brand.data : undefined}
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
