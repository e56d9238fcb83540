import { Anchor, Text } from '@mantine/core';
import type { Category } from '@matjar/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CODE, DateCell, textColumn, type DataTableColumn } from '../../../components/data-table';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { CategoryNameLink } from './category-name-link';
import { useCategoryPaths } from './use-category-paths';

/**
 * Columns of the categories list: the name (linking to the category's page), where it sits
 * in the tree, how many subcategories it holds (a link that lists them), slug and date.
 */
export function useCategoryColumns(showChildren: (category: Category) => void): DataTableColumn<Category>[] {
  const { t } = useTranslation(['categories', 'fields']);
  const { locale } = useLocale();
  const paths = useCategoryPaths();
  return useMemo(
    () => [
      {
        key: 'name',
        header: t(`fields:name.${locale}`),
        sortField: 'name',
        cell: (category) => <CategoryNameLink id={category.id} name={category.name[locale]} image={category.image} />,
      },
      textColumn({
        key: 'path',
        header: t('fields:parent_id'),
        value: (category) => paths.get(category.id)?.parentPath || category.parent?.name[locale] || t('categories:topLevel'),
        text: { c: 'dimmed' },
      }),
      {
        key: 'children',
        header: t('categories:columns.children'),
        width: 130,
        cell: (category) =>
          category.children_count > 0 ? (
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() => showChildren(category)}
              aria-label={t('categories:columns.showChildren', { name: category.name[locale], number: formatNumber(category.children_count) })}
            >
              {formatNumber(category.children_count)}
            </Anchor>
          ) : (
            <Text span fz="sm" c="dimmed">
              {formatNumber(0)}
            </Text>
          ),
      },
      textColumn({ key: 'slug', header: t('fields:slug'), sortField: 'slug', value: (category) => category.slug, text: { ...CODE, style: { whiteSpace: 'nowrap' } } }),
      {
        key: 'created_at',
        header: t('categories:columns.createdAt'),
        sortField: 'created_at',
        width: 140,
        cell: (category) => <DateCell value={category.created_at} />,
      },
    ],
    [t, locale, paths, showChildren],
  );
}
