import type { CategoryListItem, Locale } from '@matjar/shared';

export interface TreeRow {
  id: number;
  parent_id: number | null;
  name_en: string;
  name_ar: string;
}

/** Every category in tree order (each parent before its children, siblings by name), with its depth. */
export function flattenTree(rows: TreeRow[], locale: Locale): CategoryListItem[] {
  const byParent = new Map<number | null, TreeRow[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const nameOf = (row: TreeRow) => (locale === 'ar' ? row.name_ar : row.name_en);
  const collator = new Intl.Collator(locale);
  const out: CategoryListItem[] = [];
  const visit = (parentId: number | null, depth: number) => {
    const children = [...(byParent.get(parentId) ?? [])].sort((a, b) => collator.compare(nameOf(a), nameOf(b)) || a.id - b.id);
    for (const child of children) {
      out.push({ id: child.id, name: { en: child.name_en, ar: child.name_ar }, parent_id: child.parent_id, depth });
      visit(child.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

/** True when `candidateParent` is `id` itself or lies under it: moving `id` there would make a loop. */
export function wouldCycle(rows: TreeRow[], id: number, candidateParent: number): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const seen = new Set<number>();
  for (let node: number | null | undefined = candidateParent; node != null && !seen.has(node); node = parentOf.get(node)) {
    if (node === id) return true;
    seen.add(node);
  }
  return false;
}

/** Depth of each category (0 for a top-level one), to delete children before their parents. */
export function depthsOf(rows: TreeRow[]): Map<number, number> {
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const depth = new Map<number, number>();
  for (const row of rows) {
    let d = 0;
    for (let node = row.parent_id; node != null && d <= rows.length; node = parentOf.get(node) ?? null) d += 1;
    depth.set(row.id, d);
  }
  return depth;
}
