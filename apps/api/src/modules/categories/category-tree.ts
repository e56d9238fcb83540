import type { CategoryListItem, Locale } from '@matjar/shared';
import { nestRows } from '../../lib/tree.js';

export interface TreeRow {
  id: number;
  parent_id: number | null;
  name_en: string;
  name_ar: string;
  sort_order: number;
}

/** A category and its subcategories as the history of a tree save shows them. */
export interface TreeNode {
  id: number;
  children: TreeNode[];
}

/** Siblings in their saved order; those never placed by a tree save (0) by name, in the language asked. */
const siblingOrder = (locale: Locale) => {
  const collator = new Intl.Collator(locale);
  const nameOf = (row: TreeRow) => (locale === 'ar' ? row.name_ar : row.name_en);
  return (a: TreeRow, b: TreeRow) => a.sort_order - b.sort_order || collator.compare(nameOf(a), nameOf(b));
};

/** Every category in tree order (each parent before its children, siblings in their order), with its depth. */
export function flattenTree(rows: TreeRow[], locale: Locale): CategoryListItem[] {
  type Node = { row: TreeRow; children: Node[] };
  const out: CategoryListItem[] = [];
  const visit = (nodes: Node[], depth: number) => {
    for (const { row, children } of nodes) {
      out.push({ id: row.id, name: { en: row.name_en, ar: row.name_ar }, parent_id: row.parent_id, depth });
      visit(children, depth + 1);
    }
  };
  visit(nestRows<TreeRow, Node>(rows, (row, children) => ({ row, children }), siblingOrder(locale)), 0);
  return out;
}

/** The stored tree as ids only, in English order: the before and after of a tree save's history entry. */
export const idTree = (rows: TreeRow[]): TreeNode[] => nestRows<TreeRow, TreeNode>(rows, (row, children) => ({ id: row.id, children }), siblingOrder('en'));
