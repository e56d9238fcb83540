import { Button } from '@mantine/core';
import { ORDER_TRANSITIONS, orderNumberLabel, type OrderRow, type OrderTransition } from '@matjar/shared';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useBulkStatus } from '../api/bulk-status';
import { targetStatusOf } from './order-transitions';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';
import { TransitionDialog } from './on-first-use';
import { MenuOnFirstUse } from '../../../components/deferred/menu-on-first-use';

/** Transitions every selected order allows (each row carries its own `allowed_actions`). */
export function commonTransitions(rows: OrderRow[]): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((action) => rows.length > 0 && rows.every((row) => row.allowed_actions.includes(action)));
}

/** "Change status" for the selected orders: only the moves legal for all of them, each confirmed. */
export function OrderBulkActions({ rows, onDone }: { rows: OrderRow[]; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const bulk = useBulkStatus();
  const [action, setAction] = useState<OrderTransition | null>(null);
  const actions = commonTransitions(rows);
  const count = rows.length;
  const value = formatNumber(count);
  const status = action ? t(`status.${targetStatusOf(action)}`) : '';

  if (actions.length === 0) {
    return (
      <LazyTooltip label={t('bulk.none')}>
        <Button size="xs" variant="default" data-disabled aria-disabled onClick={(event) => event.preventDefault()}>
          {t('actions.changeStatus')}
        </Button>
      </LazyTooltip>
    );
  }

  return (
    <>
      <MenuOnFirstUse
        position="bottom-end"
        withinPortal
        target={
          <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} />}>
            {t('actions.changeStatus')}
          </Button>
        }
      >
        {(Menu) =>
          actions.map((item) => (
            <Menu.Item key={item} color={item === 'reject' || item === 'cancel' ? 'red' : undefined} onClick={() => setAction(item)}>
              {t(`transition.${item}.action`)}
            </Menu.Item>
          ))
        }
      </MenuOnFirstUse>
      <TransitionDialog
        action={action}
        onClose={() => setAction(null)}
        title={t('bulk.title', { count, value, status })}
        message={
          <>
            {t('bulk.message', { count, value, status })} <bdi>{rows.map((row) => orderNumberLabel(row.number)).join(' ')}</bdi>
          </>
        }
        onConfirm={async (reason) => {
          if (!action) return;
          await bulk.mutateAsync({ orders: rows.map((row) => row.id), action, reason });
          notify.success(t('bulk.done', { count, value }));
          onDone();
        }}
      />
    </>
  );
}
