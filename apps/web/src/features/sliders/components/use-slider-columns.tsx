import { Badge, Group, Image, Text } from '@mantine/core';
import { mediaUrl, type Slider } from '@matjar/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dateColumn, sortableColumn, TwoLines, type DataTableColumn } from '../../../components/data-table';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';

/**
 * Columns of the slides list: the picture beside the title in the active language, the
 * slider and place in it, the button (its link isolated left to right), the state and
 * when it last changed.
 */
export function useSliderColumns(): DataTableColumn<Slider>[] {
  const { t } = useTranslation(['sliders', 'fields']);
  const { locale } = useLocale();
  return useMemo(
    () => [
      sortableColumn<Slider>('title', t('fields:title'), (slide) => (
        <Group gap="sm" wrap="nowrap">
          <Image src={mediaUrl(slide.image, '200x200')} alt={slide.title[locale]} w={96} h={31} radius="sm" fit="cover" />
          <Text span fz="sm" fw={500}>
            {slide.title[locale]}
          </Text>
        </Group>
      )),
      {
        key: 'sort_order',
        header: t('sliders:columns.place'),
        sortField: 'sort_order',
        width: 150,
        cell: (slide) => (
          <TwoLines sub={t('sliders:columns.position', { value: formatNumber(slide.sort_order) })}>{t(`sliders:types.${slide.type}`)}</TwoLines>
        ),
      },
      {
        key: 'button',
        header: t('fields:button_title'),
        cell: (slide) => (
          <TwoLines sub={<bdi dir="ltr">{slide.button_url}</bdi>}>{slide.button_title[locale]}</TwoLines>
        ),
      },
      {
        key: 'is_active',
        header: t('fields:status'),
        width: 110,
        cell: (slide) => (
          <Badge variant="light" color={slide.is_active ? 'teal' : 'gray'}>
            {t(slide.is_active ? 'sliders:status.active' : 'sliders:status.inactive')}
          </Badge>
        ),
      },
      dateColumn<Slider>({ key: 'updated_at', header: t('sliders:columns.updatedAt'), sortField: 'updated_at', width: 160, value: (slide) => slide.updated_at }),
    ],
    [t, locale],
  );
}
