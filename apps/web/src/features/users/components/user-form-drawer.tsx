import { Alert } from '@mantine/core';
import type { UserCreateInput } from '@matjar/shared';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useCreateEditTarget, type DialogState } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import type { UserDialog } from './user-dialogs';
import { UserForm } from './user-form';
import type { UserFormValues } from './user-form-schema';
import { useUserReach } from './use-user-reach';

/** The form's values as the API takes them: the confirmation stays in the form. */
function toInput({ password_confirmation: _confirmation, ...values }: UserFormValues): UserCreateInput {
  return values;
}

/** `?action=create` and `?action=edit&id=5`, each only for a user allowed to do it. */
export function UserFormDrawer({ dialog }: { dialog: DialogState<UserDialog> }) {
  const { t } = useTranslation('users');
  const { opened, shown, editId } = useCreateEditTarget(dialog, 'users');
  const user = useUser(editId);
  const create = useCreateUser();
  const update = useUpdateUser();
  const reach = useUserReach();
  // Opened by its URL for a user out of reach: the reason, not a form the server would refuse.
  const outOfReach = user.data ? reach.outOfReach(user.data) : undefined;

  return (
    <FormDrawer
      opened={opened}
      onClose={dialog.close}
      title={t(editId === null ? 'form.createTitle' : 'form.editTitle')}
      loading={editId !== null && user.isPending}
      error={editId !== null ? user.error : null}
    >
      {shown && editId === null && (
        <UserForm
          onCancel={dialog.close}
          onSubmit={async (values) => {
            await create.mutateAsync(toInput(values));
            notify.success(t('toast.created'));
          }}
        />
      )}
      {editId !== null && user.data && outOfReach && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          {outOfReach}
        </Alert>
      )}
      {editId !== null && user.data && !outOfReach && (
        <UserForm
          key={user.data.id}
          user={user.data}
          onCancel={dialog.close}
          onSubmit={async (values) => {
            // An empty password keeps the current one.
            const { password, ...rest } = toInput(values);
            await update.mutateAsync({ id: editId, input: password ? { ...rest, password } : rest });
            notify.success(t('toast.updated'));
          }}
        />
      )}
    </FormDrawer>
  );
}
