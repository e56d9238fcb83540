import type { CategoryListItem, Locale } from '@matjar/shared';

export interface CategoryOption {
  value: number;
  /** The full path, "Clothes / Women / Shoes": what the search matches and the input shows. */
  label: string;
  name: string;
  depth: number;
  /** The ancestors' path alone, empty at the top level. */
  parentPath: string;
}

/** Direction-neutral, so a path reads the same way round in Arabic and English. */
export const PATH_SEPARATOR = ' / ';

/**
 * The categories of `GET /categories/list` (tree order: every parent before its children)
 * as picker options, leaving out `exclude` and everything under it — a category may not
 * move under itself or one of its descendants.
 */
export function categoryOptions(tree: readonly CategoryListItem[], locale: Locale, exclude: readonly number[] = []): CategoryOption[] {
  const pathOf = new Map<number, string>();
  const excluded = new Set(exclude);
  const options: CategoryOption[] = [];
  for (const row of tree) {
    const parentPath = row.parent_id === null ? '' : (pathOf.get(row.parent_id) ?? '');
    const label = parentPath ? `${parentPath}${PATH_SEPARATOR}${row.name[locale]}` : row.name[locale];
    pathOf.set(row.id, label);
    if (excluded.has(row.id) || (row.parent_id !== null && excluded.has(row.parent_id))) {
      excluded.add(row.id);
      continue;
    }
    options.push({ value: row.id, label, name: row.name[locale], depth: row.depth, parentPath });
  }
  return options;
}
