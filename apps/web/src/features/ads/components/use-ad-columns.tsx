import { Group, Image, Text } from '@mantine/core';
import { mediaUrl, scheduleStatusAt, type Ad } from '@matjar/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ScheduleStatusBadge, TwoLines, type DataTableColumn } from '../../../components/data-table';
import { formatNumber, formatScheduleMoment } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useNow } from '../../../components/dates/use-now';

/**
 * Columns of the ads list: the picture beside the title, the slot and place in it, the
 * link (isolated left to right), when it runs (days, or times) and its state now.
 */
export function useAdColumns(): DataTableColumn<Ad>[] {
  const { t } = useTranslation(['ads', 'fields']);
  const { locale } = useLocale();
  const now = useNow();
  return useMemo(
    () => [
      {
        key: 'title',
        header: t('fields:title'),
        sortField: 'title',
        cell: (ad) => (
          <Group gap="sm" wrap="nowrap">
            <Image src={mediaUrl(ad.image, '200x200')} alt={ad.title[locale]} w={80} h={30} radius="sm" fit="cover" />
            <TwoLines sub={<bdi dir="ltr">{ad.url}</bdi>} main={{ fw: 500 }}>
              {ad.title[locale]}
            </TwoLines>
          </Group>
        ),
      },
      {
        key: 'sort_order',
        header: t('ads:columns.slot'),
        sortField: 'sort_order',
        width: 170,
        cell: (ad) => (
          <TwoLines sub={t('ads:columns.place', { value: formatNumber(ad.sort_order) })}>
            {t('ads:columns.slotName', { page: t(`ads:pages.${ad.page}`), position: t(`ads:positions.${ad.position}`) })}
          </TwoLines>
        ),
      },
      {
        key: 'start_date',
        header: t('ads:columns.days'),
        sortField: 'start_date',
        width: 190,
        cell: (ad) => (
          <Text span fz="sm">
            {t('ads:columns.range', { start: formatScheduleMoment(ad.start_date, ad.starts_at), end: formatScheduleMoment(ad.end_date, ad.ends_at) })}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('fields:status'),
        width: 120,
        cell: (ad) => {
          const status = scheduleStatusAt(ad, now);
          return <ScheduleStatusBadge status={status} label={t(`ads:status.${status}`)} />;
        },
      },
    ],
    [t, locale, now],
  );
}
