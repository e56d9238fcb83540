import { useTranslation } from 'react-i18next';
import { FormDrawer, useCreateEditTarget, type DialogState } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useCreateUnit } from '../api/create-unit';
import { useUnit } from '../api/get-unit';
import { useUpdateUnit } from '../api/update-unit';
import type { UnitDialog } from './unit-dialogs';
import { UnitForm } from './unit-form';

/** `?action=create` and `?action=edit&id=5`, each only for a user allowed to do it. */
export function UnitFormDrawer({ dialog }: { dialog: DialogState<UnitDialog> }) {
  const { t } = useTranslation('units');
  const { opened, shown, editId } = useCreateEditTarget(dialog, 'units');
  const unit = useUnit(editId);
  const create = useCreateUnit();
  const update = useUpdateUnit();

  return (
    <FormDrawer
      opened={opened}
      onClose={dialog.close}
      title={t(editId === null ? 'form.createTitle' : 'form.editTitle')}
      loading={editId !== null && unit.isPending}
      error={editId !== null ? unit.error : null}
    >
      {shown && editId === null && (
        <UnitForm
          onCancel={dialog.close}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            notify.success(t('toast.created'));
          }}
        />
      )}
      {editId !== null && unit.data && (
        <UnitForm
          key={unit.data.id}
          unit={unit.data}
          onCancel={dialog.close}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: editId, input: values });
            notify.success(t('toast.updated'));
          }}
        />
      )}
    </FormDrawer>
  );
}
