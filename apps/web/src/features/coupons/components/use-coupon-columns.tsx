import { Badge, Text } from '@mantine/core';
import type { Coupon } from '@matjar/shared';
import { IconReceipt } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CODE, ScheduleStatusBadge, textColumn, TwoLines, type DataTableColumn } from '../../../components/data-table';
import { useLocalCurrency } from '../../../components/pickers';
import { formatDay, formatDiscount, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';

/**
 * Columns of the coupons list: the code (Latin, isolated), the name, the discount, uses
 * against the limit, the days it runs, its state today and whether orders used it.
 */
export function useCouponColumns(): DataTableColumn<Coupon>[] {
  const { t } = useTranslation(['coupons', 'fields']);
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  return useMemo(
    () => [
      textColumn<Coupon>({ key: 'code', header: t('fields:code'), sortField: 'code', width: 130, value: (coupon) => coupon.code, text: { ...CODE, fw: 600 } }),
      {
        key: 'name',
        header: t('fields:name'),
        sortField: 'name',
        cell: (coupon) => (
          <TwoLines
            main={{ fw: 500 }}
            sub={
              coupon.has_orders && (
                <LazyTooltip label={t('coupons:flags.usedHint')} multiline maw={280}>
                  <Badge size="xs" variant="light" color="indigo" leftSection={<IconReceipt size={12} />}>
                    {t('coupons:flags.used')}
                  </Badge>
                </LazyTooltip>
              )
            }
          >
            {coupon.name[locale]}
          </TwoLines>
        ),
      },
      {
        key: 'discount',
        header: t('coupons:columns.discount'),
        width: 140,
        cell: (coupon) => (
          <Text span fz="sm" fw={500}>
            <bdi>{formatDiscount(coupon.discount_type, (coupon.discount_type === 'percentage' ? coupon.rate : coupon.discount_amount) ?? '0', currency)}</bdi>
          </Text>
        ),
      },
      {
        key: 'uses_count',
        header: t('coupons:columns.uses'),
        width: 110,
        cell: (coupon) => (
          <Text span fz="sm">
            {coupon.max_uses === null
              ? formatNumber(coupon.uses_count)
              : // "3 / 5" reads as a fraction, left to right, in either language.
                <bdi dir="ltr">{t('coupons:columns.usesOf', { used: formatNumber(coupon.uses_count), max: formatNumber(coupon.max_uses) })}</bdi>}
          </Text>
        ),
      },
      {
        key: 'start_date',
        header: t('coupons:columns.days'),
        sortField: 'start_date',
        width: 180,
        cell: (coupon) => (
          <Text span fz="sm">
            {t('coupons:columns.range', { start: formatDay(coupon.start_date), end: formatDay(coupon.end_date) })}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('fields:status'),
        width: 136,
        cell: (coupon) => <ScheduleStatusBadge status={coupon.status} label={t(`coupons:status.${coupon.status}`)} />,
      },
    ],
    [t, locale, currency],
  );
}
