import { Group, Select } from '@mantine/core';
import { ARCHIVED_FILTERS, STOCK_LEVELS } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { SelectFilter } from '../../../components/data-table/select-filter';
import { BrandSelect, CategorySelect, UnitSelect } from '../../../components/pickers';
import classes from './product-filters.module.css';

/** Search-param names of the products list's filters, as the API reads them. */

const idOf = (value: string | undefined) => (value ? Number(value) : null);

/**
 * The list's filters, kept in the URL (`?category_id=4&stock=low`): a category takes in
 * its subcategories' products, archived shows active (default), archived or all.
 */
export function ProductFilters({ list }: { list: ListState }) {
  const { t } = useTranslation(['products', 'fields']);
  const { filters } = list.params;
  const setId = (key: string) => (value: number | null) => list.setFilter(key, value === null ? null : String(value));
  return (
    <Group gap="sm" wrap="wrap" className={classes.filters}>
      <div style={{ width: 220 }}>
        <CategorySelect label={t('fields:category_id')} value={idOf(filters.category_id)} onChange={setId('category_id')} clearable placeholder={t('fields:category_id')} />
      </div>
      <div style={{ width: 170 }}>
        <BrandSelect label={t('fields:brand_id')} value={idOf(filters.brand_id)} onChange={setId('brand_id')} clearable placeholder={t('fields:brand_id')} />
      </div>
      <div style={{ width: 140 }}>
        <UnitSelect label={t('fields:unit_id')} value={idOf(filters.unit_id)} onChange={setId('unit_id')} clearable placeholder={t('fields:unit_id')} />
      </div>
      <SelectFilter
        list={list}
        name="stock"
        label={t('filters.stock')}
        placeholder={t('filters.stock')}
        data={STOCK_LEVELS.map((level) => ({ value: level, label: t(`filters.stockLevels.${level}`) }))}
        w={150}
      />
      <Select
        label={t('filters.archived')}
        data={ARCHIVED_FILTERS.map((value) => ({ value, label: t(`filters.archivedStates.${value}`) }))}
        // `false` (active products) is the API's default, kept out of the URL.
        value={filters.archived ?? 'false'}
        onChange={(value) => list.setFilter('archived', value === 'false' ? null : value)}
        allowDeselect={false}
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
