import { useMemo } from 'react';
import { categoryOptions, useCategoryTree, type CategoryOption } from '../../../components/pickers';
import { useLocale } from '../../../lib/i18n/use-locale';

/** Every category's place in the tree (name, depth, its parents' path), by id, in the active language. */
export function useCategoryPaths(): Map<number, CategoryOption> {
  const { locale } = useLocale();
  const tree = useCategoryTree();
  return useMemo(() => new Map(categoryOptions(tree.data ?? [], locale).map((option) => [option.value, option])), [tree.data, locale]);
}
