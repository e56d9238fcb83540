import { Badge, Text } from '@mantine/core';
import { scheduleStatusAt, type Coupon } from '@matjar/shared';
import { IconReceipt } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CODE, ScheduleStatusBadge, textColumn, TwoLines, type DataTableColumn } from '../../../components/data-table';
import { useLocalCurrency } from '../../../components/pickers';
import { formatDiscount, formatNumber, formatScheduleMoment } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';
import { WHOLE_BADGE } from '../../../components/whole-badge';
import { useNow } from '../../../components/dates/use-now';

/**
 * Columns of the coupons list: the code (Latin, isolated), the name, the discount, uses
 * against the limit, when it runs (days, or times), its state now and whether orders used it.
 */
export function useCouponColumns(): DataTableColumn<Coupon>[] {
  const { t } = useTranslation(['coupons', 'fields']);
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  const now = useNow();
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
                  <Badge {...WHOLE_BADGE} size="xs" variant="light" color="indigo" leftSection={<IconReceipt size={12} />}>
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
            {t('coupons:columns.range', { start: formatScheduleMoment(coupon.start_date, coupon.starts_at), end: formatScheduleMoment(coupon.end_date, coupon.ends_at) })}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('fields:status'),
        width: 136,
        cell: (coupon) => {
          const status = scheduleStatusAt(coupon, now);
          return <ScheduleStatusBadge status={status} label={t(`coupons:status.${status}`)} />;
        },
      },
    ],
    [t, locale, currency, now],
  );
}
