import { useTranslation } from 'react-i18next';
import { FormDrawer, useCreateEditTarget, type DialogState } from '../../../components/form-drawer';
import { useLocalCurrency } from '../../../components/pickers';
import { notify } from '../../../lib/notify';
import { usePlace } from '../api/get-place';
import type { PlaceRow, PlaceScope } from '../api/place-scope';
import { useSavePlace } from '../api/save-place';
import type { PlaceDialog } from './place-dialogs';
import { PlaceForm } from './place-form';

interface PlaceFormDrawerProps {
  scope: PlaceScope;
  dialog: DialogState<PlaceDialog>;
  /** For cities: the governorate's fee, shown as what applies when the city has none. */
  governorateFee?: string;
}

/** `?action=create` and `?action=edit&id=5` of one level, each for a user allowed to do it. */
export function PlaceFormDrawer({ scope, dialog, governorateFee }: PlaceFormDrawerProps) {
  const { t } = useTranslation('places');
  const currency = useLocalCurrency();
  const { opened, shown, editId } = useCreateEditTarget(dialog, 'countries');
  const place = usePlace<PlaceRow>(scope, editId);
  const save = useSavePlace(scope);
  const level = scope.level;

  const form = (row?: PlaceRow) => (
    <PlaceForm
      key={row?.id ?? 'new'}
      level={level}
      place={row}
      currency={currency}
      governorateFee={governorateFee}
      onCancel={dialog.close}
      onSubmit={async (input) => {
        await save.mutateAsync({ id: row?.id, input });
        notify.success(t(row ? `${level}.toast.updated` : `${level}.toast.created`));
      }}
    />
  );

  return (
    <FormDrawer
      opened={opened}
      onClose={dialog.close}
      title={t(editId === null ? `${level}.form.createTitle` : `${level}.form.editTitle`)}
      loading={editId !== null && place.isPending}
      error={editId !== null ? place.error : null}
    >
      {shown && editId === null && form()}
      {editId !== null && place.data && form(place.data)}
    </FormDrawer>
  );
}
