import { ActionIcon, Tooltip } from '@mantine/core';
import type { Customer } from '@matjar/shared';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CustomerIntent } from './customer-intent-dialog';

interface CustomerRowActionsProps {
  customer: Customer;
  allowed: { update: boolean; delete: boolean };
  onEdit: (customer: Customer) => void;
  onIntent: (intent: CustomerIntent) => void;
}

/** Edit, enable / disable and delete, each shown only to a user who may use it. */
export function CustomerRowActions({ customer, allowed, onEdit, onIntent }: CustomerRowActionsProps) {
  const { t } = useTranslation('customers');
  const active = customer.status === 'active';
  const label = (action: string) => `${action}: ${customer.name}`;
  const toggle = t(active ? 'actions.disable' : 'actions.enable');
  return (
    <>
      {allowed.update && (
        <Tooltip label={t('actions.edit')}>
          <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(customer)} aria-label={label(t('actions.edit'))}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.update && (
        <Tooltip label={toggle}>
          <ActionIcon
            variant="subtle"
            color={active ? 'orange' : 'teal'}
            onClick={() => onIntent({ kind: 'active', customer })}
            aria-label={label(toggle)}
          >
            {active ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.delete && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onIntent({ kind: 'delete', customer })}
            aria-label={label(t('actions.delete'))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
