import { useTranslation } from 'react-i18next';
import { FormDrawer, useRetained, type DialogState } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/session/use-can';
import { useCreateUnit } from '../api/create-unit';
import { useUnit } from '../api/get-unit';
import { useUpdateUnit } from '../api/update-unit';
import type { UnitDialog } from './unit-dialogs';
import { UnitForm } from './unit-form';

type Shown = { mode: 'create' } | { mode: 'edit'; id: number };

/** `?action=create` and `?action=edit&id=5`, each only for a user allowed to do it. */
export function UnitFormDrawer({ dialog }: { dialog: DialogState<UnitDialog> }) {
  const { t } = useTranslation('units');
  const canCreate = useCan('units.create');
  const canUpdate = useCan('units.update');
  const requested: Shown | null =
    dialog.action === 'create' && canCreate
      ? { mode: 'create' }
      : dialog.action === 'edit' && canUpdate && dialog.id !== null
        ? { mode: 'edit', id: dialog.id }
        : null;
  const shown = useRetained(requested, (a, b) => JSON.stringify(a) === JSON.stringify(b));

  const editId = shown?.mode === 'edit' ? shown.id : null;
  const unit = useUnit(editId);
  const create = useCreateUnit();
  const update = useUpdateUnit();

  return (
    <FormDrawer
      opened={requested !== null}
      onClose={dialog.close}
      title={t(editId === null ? 'form.createTitle' : 'form.editTitle')}
      loading={editId !== null && unit.isPending}
      error={editId !== null ? unit.error : null}
    >
      {shown?.mode === 'create' && (
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
