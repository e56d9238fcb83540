import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { PlaceRow } from '../api/place-scope';

export interface PlacePermissions {
  update: boolean;
  delete: boolean;
}

interface PlaceRowActionsProps {
  place: PlaceRow;
  allowed: PlacePermissions;
  onEdit: (place: PlaceRow) => void;
  onDelete: (place: PlaceRow) => void;
}

/** Edit and delete of one row, each shown only to a user who may use it. */
export function PlaceRowActions({ place, allowed, onEdit, onDelete }: PlaceRowActionsProps) {
  const { t } = useTranslation('places');
  const { locale } = useLocale();
  const label = (action: string) => `${action}: ${place.name[locale]}`;
  return (
    <>
      {allowed.update && (
        <Tooltip label={t('actions.edit')}>
          <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(place)} aria-label={label(t('actions.edit'))}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.delete && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon variant="subtle" color="red" onClick={() => onDelete(place)} aria-label={label(t('actions.delete'))}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
