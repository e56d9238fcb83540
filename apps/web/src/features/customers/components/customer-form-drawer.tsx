import { useTranslation } from 'react-i18next';
import { FormDrawer, useRetained, type DialogState } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/session/use-can';
import { useCustomer } from '../api/get-customer';
import { useSaveCustomer } from '../api/save-customer';
import type { CustomerDialog } from './customer-dialogs';
import { CustomerForm } from './customer-form';

/** `?action=create` and `?action=edit&id=5` (also used on the customer page), each for a user allowed to. */
export function CustomerFormDrawer({ dialog }: { dialog: DialogState<CustomerDialog> }) {
  const { t } = useTranslation('customers');
  const canCreate = useCan('customers.create');
  const canUpdate = useCan('customers.update');
  const requested =
    dialog.action === 'create' && canCreate
      ? { id: null }
      : dialog.action === 'edit' && canUpdate && dialog.id !== null
        ? { id: dialog.id }
        : null;
  const shown = useRetained(requested, (a, b) => a.id === b.id);
  const editId = shown?.id ?? null;
  const customer = useCustomer(editId);
  const save = useSaveCustomer();

  return (
    <FormDrawer
      opened={requested !== null}
      onClose={dialog.close}
      title={t(editId === null ? 'form.createTitle' : 'form.editTitle')}
      loading={editId !== null && customer.isPending}
      error={editId !== null ? customer.error : null}
    >
      {shown && editId === null && (
        <CustomerForm
          onCancel={dialog.close}
          onSubmit={async (input) => {
            await save.mutateAsync({ input });
            notify.success(t('toast.created'));
          }}
        />
      )}
      {editId !== null && customer.data && (
        <CustomerForm
          key={customer.data.id}
          customer={customer.data}
          onCancel={dialog.close}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: editId, input });
            notify.success(t('toast.updated'));
          }}
        />
      )}
    </FormDrawer>
  );
}
