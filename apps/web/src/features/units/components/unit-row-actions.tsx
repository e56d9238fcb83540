import { ActionIcon, Tooltip } from '@mantine/core';
import type { Unit } from '@matjar/shared';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';

/** What the signed-in user may do to a unit; worked out once per page, not per row. */
export interface UnitPermissions {
  update: boolean;
  delete: boolean;
  history: boolean;
}

interface UnitRowActionsProps {
  unit: Unit;
  allowed: UnitPermissions;
  onEdit: (unit: Unit) => void;
  onDelete: (unit: Unit) => void;
  onHistory: (unit: Unit) => void;
}

/** Edit, history and delete of one row, each shown only to a user who may use it. */
export function UnitRowActions({ unit, allowed, onEdit, onDelete, onHistory }: UnitRowActionsProps) {
  const { t } = useTranslation('units');
  const { locale } = useLocale();
  const name = unit.name[locale];
  const action = (label: string) => ({ 'aria-label': `${label}: ${name}` });

  return (
    <>
      {allowed.update && (
        <Tooltip label={t('actions.edit')}>
          <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(unit)} {...action(t('actions.edit'))}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.history && (
        <Tooltip label={t('actions.history')}>
          <ActionIcon variant="subtle" color="gray" onClick={() => onHistory(unit)} {...action(t('actions.history'))}>
            <IconHistory size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.delete && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon variant="subtle" color="red" onClick={() => onDelete(unit)} {...action(t('actions.delete'))}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
