import { useTranslation } from 'react-i18next';
import { FormDrawer, useCreateEditTarget, type DialogState } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useCustomer } from '../api/get-customer';
import { useSaveCustomer } from '../api/save-customer';
import type { CustomerDialog } from './customer-dialogs';
import { CustomerForm } from './customer-form';

/** `?action=create` and `?action=edit&id=5` (also used on the customer page), each for a user allowed to. */
export function CustomerFormDrawer({ dialog }: { dialog: DialogState<CustomerDialog> }) {
  const { t } = useTranslation('customers');
  const { opened, shown, editId } = useCreateEditTarget(dialog, 'customers');
  const customer = useCustomer(editId);
  const save = useSaveCustomer();

  return (
    <FormDrawer
      opened={opened}
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
