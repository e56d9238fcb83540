import { ActionIcon, Button, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ORDER_STATUS, PAYMENT_STATUSES, SHIPPING_STATUSES } from '@matjar/shared';
import { IconAdjustmentsHorizontal, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ORDER_FILTER_KEYS } from '../orders-resource';
import type { ListState } from '../../../components/data-table';
import { DayRangeFilter } from '../../../components/data-table/day-range-filter';
import { CustomerSelect } from '../../../components/pickers';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePaymentMethods, useShippingStatuses } from '../api/order-choices';
import { AmountFilter } from './amount-filter';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';

/** Search-param names of the orders list's filters, as the API reads them. */

/** The filters behind "More filters"; the three states stay in view. */
const MORE_KEYS = ORDER_FILTER_KEYS.slice(3);

const select = { clearable: true, w: 180, comboboxProps: { withinPortal: true } } as const;

/** A retry button for a list of choices that failed to load (spec §8: an error state). */
function Retry({ label, onRetry }: { label: string; onRetry: () => unknown }): ReactNode {
  return (
    <LazyTooltip label={label}>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => void onRetry()}>
        <IconRefresh size={16} />
      </ActionIcon>
    </LazyTooltip>
  );
}

/** Status, shipping state, payment status and method, customer, day range and amount range, all in the URL. */
export function OrderFilters({ list }: { list: ListState }) {
  const { t } = useTranslation(['orders', 'errors']);
  const { locale } = useLocale();
  const { filters } = list.params;
  const shipping = useShippingStatuses();
  const methods = usePaymentMethods();
  const moreCount = MORE_KEYS.filter((key) => filters[key]).length;
  const [more, { toggle }] = useDisclosure(moreCount > 0);
  const filter = (key: string) => ({ value: filters[key] ?? null, onChange: (value: string | null) => list.setFilter(key, value) });

  // The names come from the server when it answered; the states themselves are the spec's.
  const shippingName = (key: (typeof SHIPPING_STATUSES)[number]) =>
    shipping.data?.find((entry) => entry.key === key)?.name[locale] ?? t(`shipping.${key}`);

  return (
    <>
      <Select
        {...select}
        aria-label={t('filters.status')}
        placeholder={t('filters.anyStatus')}
        data={Object.entries(ORDER_STATUS).map(([name, code]) => ({ value: String(code), label: t(`status.${name}`) }))}
        {...filter('status')}
      />
      <Select
        {...select}
        aria-label={t('filters.shipping')}
        placeholder={t('filters.anyShipping')}
        data={shipping.isError ? [] : SHIPPING_STATUSES.map((key) => ({ value: key, label: shippingName(key) }))}
        disabled={shipping.isError}
        error={shipping.isError ? t('errors:order_states_unreadable') : undefined}
        rightSection={shipping.isError ? <Retry label={t('filters.retry')} onRetry={shipping.refetch} /> : undefined}
        rightSectionPointerEvents="all"
        {...filter('shipping_status')}
      />
      <Button
        variant={moreCount > 0 ? 'light' : 'default'}
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        onClick={toggle}
        aria-expanded={more}
      >
        {moreCount > 0 ? t('filters.moreCount', { value: formatNumber(moreCount) }) : t('filters.more')}
      </Button>
      {more && (
        <>
          <Select
            {...select}
            aria-label={t('filters.paymentStatus')}
            placeholder={t('filters.anyPaymentStatus')}
            data={PAYMENT_STATUSES.map((key) => ({ value: key, label: t(`payment.${key}`) }))}
            {...filter('payment_status')}
          />
          <Select
            {...select}
            aria-label={t('filters.paymentMethod')}
            placeholder={t('filters.anyPaymentMethod')}
            data={(methods.data ?? []).map((group) => ({
              group: group.name[locale],
              items: group.methods.map((method) => ({ value: String(method.id), label: method.name[locale] })),
            }))}
            disabled={methods.isError}
            error={methods.isError ? t('filters.methodsFailed') : undefined}
            rightSection={methods.isError ? <Retry label={t('filters.retry')} onRetry={methods.refetch} /> : undefined}
            rightSectionPointerEvents="all"
            {...filter('payment_method_id')}
          />
          <CustomerSelect
            aria-label={t('filters.customer')}
            placeholder={t('filters.anyCustomer')}
            clearable
            w={220}
            value={filters.customer_id ? Number(filters.customer_id) : null}
            onChange={(customer) => list.setFilter('customer_id', customer ? String(customer.id) : null)}
          />
          <DayRangeFilter list={list} keys={['date_from', 'date_to']} />
          <AmountFilter list={list} keys={['amount_min', 'amount_max']} />
        </>
      )}
    </>
  );
}
