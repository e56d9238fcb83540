import { Group, Image, Text } from '@mantine/core';
import { mediaUrl, type Ad } from '@matjar/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ScheduleStatusBadge, TwoLines, type DataTableColumn } from '../../../components/data-table';
import { formatDay, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';

/**
 * Columns of the ads list: the picture beside the title, the slot and place in it, the
 * link (isolated left to right), the days it runs and its state today.
 */
export function useAdColumns(): DataTableColumn<Ad>[] {
  const { t } = useTranslation(['ads', 'fields']);
  const { locale } = useLocale();
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
            {t('ads:columns.range', { start: formatDay(ad.start_date), end: formatDay(ad.end_date) })}
          </Text>
        ),
      },
      { key: 'status', header: t('fields:status'), width: 120, cell: (ad) => <ScheduleStatusBadge status={ad.status} label={t(`ads:status.${ad.status}`)} /> },
    ],
    [t, locale],
  );
}
