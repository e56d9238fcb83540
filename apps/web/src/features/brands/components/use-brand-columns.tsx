import { Group, Text } from '@mantine/core';
import type { Brand } from '@matjar/shared';
import { IconTag } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DateCell, textColumn, type DataTableColumn } from '../../../components/data-table';
import { MediaThumb } from '../../../components/media-thumb';
import { useLocale } from '../../../lib/i18n/use-locale';

/**
 * Columns of the brands list: the logo beside the name of the active language (the server
 * sorts `name` by the request's language), the other language's name, and when it was added.
 */
export function useBrandColumns(): DataTableColumn<Brand>[] {
  const { t } = useTranslation(['brands', 'fields']);
  const { locale } = useLocale();
  const other = locale === 'en' ? 'ar' : 'en';
  return useMemo(
    () => [
      {
        key: 'name',
        header: t(`fields:name.${locale}`),
        sortField: 'name',
        cell: (brand) => (
          <Group gap="sm" wrap="nowrap">
            <MediaThumb image={brand.image} name={brand.name[locale]} icon={IconTag} />
            <Text span fz="sm" fw={500}>
              {brand.name[locale]}
            </Text>
          </Group>
        ),
      },
      textColumn({
        key: `name.${other}`,
        header: t(`fields:name.${other}`),
        value: (brand) => brand.name[other],
        text: { dir: other === 'ar' ? 'rtl' : 'ltr', lang: other },
      }),
      {
        key: 'created_at',
        header: t('brands:columns.createdAt'),
        sortField: 'created_at',
        width: 160,
        cell: (brand) => <DateCell value={brand.created_at} />,
      },
    ],
    [t, locale, other],
  );
}
