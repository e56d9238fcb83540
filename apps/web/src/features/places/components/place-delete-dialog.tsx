import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRetained } from '../../../components/form-drawer';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notify } from '../../../lib/notify';
import { useDeletePlaces } from '../api/delete-places';
import type { PlaceRow, PlaceScope } from '../api/place-scope';

interface PlaceDeleteDialogProps {
  scope: PlaceScope;
  place: PlaceRow | null;
  onClose: () => void;
}

/** Asks before deleting one place; a place still in use (409) keeps the dialog open with the server's reason. */
export function PlaceDeleteDialog({ scope, place, onClose }: PlaceDeleteDialogProps) {
  const { t } = useTranslation('places');
  const { locale } = useLocale();
  const remove = useDeletePlaces(scope);
  const shown = useRetained(place);
  return (
    <ConfirmDialog
      opened={place !== null}
      onClose={onClose}
      title={t(`${scope.level}.delete.title`)}
      message={shown ? t('delete.message', { name: shown.name[locale] }) : ''}
      confirmLabel={t('actions.delete')}
      danger
      onConfirm={async () => {
        if (!place) return;
        await remove.mutateAsync([place.id]);
        notify.success(t(`${scope.level}.toast.deleted`));
      }}
    />
  );
}
