import type { Unit } from '@matjar/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRetained } from '../../../components/form-drawer';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notify } from '../../../lib/notify';
import { useDeleteUnit } from '../api/delete-unit';

interface UnitDeleteDialogProps {
  unit: Unit | null;
  onClose: () => void;
}

/** Asks before deleting one unit; a unit still in use (409) keeps the dialog open with the server's reason. */
export function UnitDeleteDialog({ unit, onClose }: UnitDeleteDialogProps) {
  const { t } = useTranslation('units');
  const { locale } = useLocale();
  const remove = useDeleteUnit();
  const shown = useRetained(unit);
  return (
    <ConfirmDialog
      opened={unit !== null}
      onClose={onClose}
      title={t('delete.title')}
      message={shown ? t('delete.message', { name: shown.name[locale] }) : ''}
      confirmLabel={t('delete.confirm')}
      danger
      onConfirm={async () => {
        if (!unit) return;
        await remove.mutateAsync(unit.id);
        notify.success(t('toast.deleted'));
      }}
    />
  );
}
