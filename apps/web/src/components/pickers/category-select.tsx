import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';
import { categoryOptions, type CategoryOption } from './category-paths';
import { NamedSelect, type PickerProps } from './named-select';
import { useCategoryTree } from './picker-queries';

interface CategorySelectProps extends PickerProps {
  /** Categories that may not be chosen, with everything under them (a category's own parent field). */
  exclude?: readonly number[];
}

/**
 * Picks a category from the whole tree: options indented by depth with their parents'
 * path under the name, the chosen one shown as its full path, searchable by any part of it.
 */
export function CategorySelect({ exclude, ...props }: CategorySelectProps) {
  const { locale } = useLocale();
  const tree = useCategoryTree();
  const options = useMemo(() => categoryOptions(tree.data ?? [], locale, exclude), [tree.data, locale, exclude]);
  const byId = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);

  return (
    <NamedSelect
      {...props}
      options={options}
      loading={tree.isPending}
      renderOption={({ option }) => <CategoryOptionLabel option={byId.get(option.value)} fallback={option.label} />}
    />
  );
}

function CategoryOptionLabel({ option, fallback }: { option: CategoryOption | undefined; fallback: string }) {
  if (!option) return fallback;
  return (
    <Stack gap={0} style={{ paddingInlineStart: `calc(${option.depth} * var(--mantine-spacing-md))` }}>
      <Text fz="sm">{option.name}</Text>
      {option.parentPath && (
        <Text fz="xs" c="dimmed">
          {option.parentPath}
        </Text>
      )}
    </Stack>
  );
}
