import { Badge, Group, Text } from '@mantine/core';
import { scheduleStatusAt, type Offer } from '@matjar/shared';
import { IconBolt, IconReceipt } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ScheduleStatusBadge, TwoLines, type DataTableColumn } from '../../../components/data-table';
import { useLocalCurrency } from '../../../components/pickers';
import { formatDiscount, formatNumber, formatScheduleMoment } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';
import { useNow } from '../../../components/dates/use-now';
import { WHOLE_BADGE } from '../../../components/whole-badge';

/**
 * Columns of the offers list: the title with its flash-sale and "used by orders" flags, the
 * kind and its items, the discount, when it runs (days, or times where it has them) and its
 * state now, moving on as time passes.
 */
export function useOfferColumns(): DataTableColumn<Offer>[] {
  const { t } = useTranslation(['offers', 'fields']);
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  const now = useNow();
  return useMemo(
    () => [
      {
        key: 'title',
        header: t('fields:title'),
        sortField: 'title',
        cell: (offer) => (
          <TwoLines
            main={{ fw: 500 }}
            sub={
              (offer.is_flash_sale || offer.has_orders) && (
                <Group gap={6} component="span">
                  {offer.is_flash_sale && (
                    <Badge {...WHOLE_BADGE} size="xs" variant="light" color="grape" leftSection={<IconBolt size={12} />}>
                      {t('offers:flags.flashSale')}
                    </Badge>
                  )}
                  {offer.has_orders && (
                    <LazyTooltip label={t('offers:flags.usedHint')} multiline maw={280}>
                      <Badge {...WHOLE_BADGE} size="xs" variant="light" color="indigo" leftSection={<IconReceipt size={12} />}>
                        {t('offers:flags.used')}
                      </Badge>
                    </LazyTooltip>
                  )}
                </Group>
              )
            }
          >
            {offer.title[locale]}
          </TwoLines>
        ),
      },
      {
        key: 'offer_type',
        header: t('offers:columns.kind'),
        width: 150,
        cell: (offer) => (
          <TwoLines sub={t('offers:columns.items', { count: offer.items.length, value: formatNumber(offer.items.length) })}>
            {t(`offers:offerTypes.${offer.offer_type}`)}
          </TwoLines>
        ),
      },
      {
        key: 'discount_amount',
        header: t('offers:columns.discount'),
        width: 130,
        cell: (offer) => (
          <Text span fz="sm" fw={500}>
            <bdi>{formatDiscount(offer.discount_type, offer.discount_amount, currency)}</bdi>
          </Text>
        ),
      },
      {
        key: 'start_date',
        header: t('offers:columns.days'),
        sortField: 'start_date',
        width: 200,
        cell: (offer) => (
          <Text span fz="sm">
            {t('offers:columns.range', { start: formatScheduleMoment(offer.start_date, offer.starts_at), end: formatScheduleMoment(offer.end_date, offer.ends_at) })}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('fields:status'),
        width: 136,
        cell: (offer) => {
          const status = scheduleStatusAt(offer, now);
          return <ScheduleStatusBadge status={status} label={t(`offers:status.${status}`)} />;
        },
      },
    ],
    [t, locale, currency, now],
  );
}
