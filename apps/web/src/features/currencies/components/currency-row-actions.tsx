import { ActionIcon, Tooltip } from '@mantine/core';
import type { Currency } from '@matjar/shared';
import { IconHomeDollar, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { CurrencyIntent } from './currency-intent-dialog';

interface CurrencyRowActionsProps {
  currency: Currency;
  allowed: { update: boolean; delete: boolean };
  onEdit: (currency: Currency) => void;
  onIntent: (intent: CurrencyIntent) => void;
}

/** Make local, edit and delete; the local currency offers neither "make local" nor delete. */
export function CurrencyRowActions({ currency, allowed, onEdit, onIntent }: CurrencyRowActionsProps) {
  const { t } = useTranslation('currencies');
  const { locale } = useLocale();
  const label = (action: string) => `${action}: ${currency.name[locale]}`;
  return (
    <>
      {allowed.update && !currency.is_local && (
        <Tooltip label={t('actions.makeLocal')}>
          <ActionIcon
            variant="subtle"
            color="teal"
            onClick={() => onIntent({ kind: 'makeLocal', currency })}
            aria-label={label(t('actions.makeLocal'))}
          >
            <IconHomeDollar size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.update && (
        <Tooltip label={t('actions.edit')}>
          <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(currency)} aria-label={label(t('actions.edit'))}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.delete && !currency.is_local && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onIntent({ kind: 'delete', currency })}
            aria-label={label(t('actions.delete'))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
