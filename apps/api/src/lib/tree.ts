import type { TreeItem, TreeLimits } from '@matjar/shared';
import type { Db } from '../db/database.js';
import { fieldErrors } from './errors.js';
import { type Actor, recordHistory } from './history.js';

/** A stored tree's row: where it hangs. */
export interface ParentRow {
  id: number;
  parent_id: number | null;
}

/** An item of a submitted tree as a row to store: its fields, where it hangs and its place among its siblings. */
export interface FlatItem<T> {
  item: Omit<T, 'children'>;
  /** Its dotted path in the body (`items.0.children.2`): the key of a 422 about it. */
  path: string;
  /** The flat index of its parent (`null` at the top): parents come before their children. */
  parent: number | null;
  /** Its place among its siblings, from 0. */
  position: number;
  /** 1 at the top. */
  level: number;
}

export interface FlattenOptions<T> extends TreeLimits {
  /** The body's field holding the tree (`items`). */
  field: string;
  /** An item's id where items are stored rows (categories); absent for items made anew (menus). */
  idOf?: (item: T) => number;
  /** The ids that exist: any other is a 422 `validation.exists` on its `id`. */
  known?: ReadonlySet<number>;
}

/**
 * Checks a submitted tree and flattens it, parents first. Refused in one 422 naming each
 * item (`items.0.children.1.id`): a level past `levels`, more than `maxItems` items, an id
 * that does not exist, and an id met twice — an item under itself, the only cycle a nested
 * body can hold. The shared `nestedTree` schema refuses the first two on the wire already;
 * the kit checks again so that no caller depends on it.
 */
export function flattenSubmitted<T extends object>(items: readonly TreeItem<T>[], options: FlattenOptions<T>): FlatItem<T>[] {
  const flat: FlatItem<T>[] = [];
  const errors: [string, string][] = [];
  const seen = new Set<number>();
  const visit = (siblings: readonly TreeItem<T>[], path: string, parent: number | null, level: number) => {
    siblings.forEach((node, position) => {
      const at = `${path}.${position}`;
      const { children, ...item } = node;
      if (level > options.levels) errors.push([at, 'validation.tree_too_deep']);
      const id = options.idOf?.(node);
      if (id !== undefined) {
        if (seen.has(id)) errors.push([`${at}.id`, 'validation.duplicate']);
        else if (options.known && !options.known.has(id)) errors.push([`${at}.id`, 'validation.exists']);
        seen.add(id);
      }
      flat.push({ item, path: at, parent, position, level });
      if (children?.length) visit(children, `${at}.children`, flat.length - 1, level + 1);
    });
  };
  visit(items, options.field, null, 1);
  if (flat.length > options.maxItems) throw fieldErrors([[options.field, 'validation.too_many_items']]);
  if (errors.length) throw fieldErrors(errors);
  return flat;
}

/** Stored rows back as a nested tree: siblings by `order` (their position), then id. */
export function nestRows<Row extends ParentRow, Node>(
  rows: readonly Row[],
  node: (row: Row, children: Node[]) => Node,
  order: (a: Row, b: Row) => number = () => 0,
): Node[] {
  const byParent = new Map<number | null, Row[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parentId: number | null): Node[] =>
    [...(byParent.get(parentId) ?? [])].sort((a, b) => order(a, b) || a.id - b.id).map((row) => node(row, build(row.id)));
  return build(null);
}

/** True when `candidateParent` is `id` itself or lies under it: moving `id` there would make a loop. */
export function wouldCycle(rows: readonly ParentRow[], id: number, candidateParent: number): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const seen = new Set<number>();
  for (let node: number | null | undefined = candidateParent; node != null && !seen.has(node); node = parentOf.get(node)) {
    if (node === id) return true;
    seen.add(node);
  }
  return false;
}

/** Level of each row (1 at the top), e.g. to delete children before their parents. */
export function levelsOf(rows: readonly ParentRow[]): Map<number, number> {
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const level = new Map<number, number>();
  for (const row of rows) {
    let n = 1;
    for (let node = row.parent_id; node != null && n <= rows.length; node = parentOf.get(node) ?? null) n += 1;
    level.set(row.id, n);
  }
  return level;
}

/** The levels a row and its descendants take (1 for a row without children). */
function heightOf(rows: readonly ParentRow[], id: number): number {
  const children = rows.filter((r) => r.parent_id === id);
  return 1 + Math.max(0, ...children.map((child) => heightOf(rows, child.id)));
}

/**
 * Whether `id` (absent: a new row) with its descendants fits under `parentId` (null: the top)
 * within `levels`: the create and move check of a one-row form (a category's parent).
 */
export function fitsUnder(rows: readonly ParentRow[], id: number | undefined, parentId: number | null, levels: number): boolean {
  const parentLevel = parentId === null ? 0 : (levelsOf(rows).get(parentId) ?? 0);
  return parentLevel + (id === undefined ? 1 : heightOf(rows, id)) <= levels;
}

export interface TreeSave<T> {
  /** The history's model and id: one entry for the whole tree (`categories`, null; `menus`, `navbar`). */
  model: string;
  modelId: string | number | null;
  actor: Actor;
  /** The stored tree as the history shows it, read before and after. */
  load: (trx: Db) => Promise<T>;
  /** Checks what needs the stored rows (`flattenSubmitted` with `known`), then writes the new tree. */
  replace: (trx: Db) => Promise<void>;
}

/**
 * Replaces a stored tree with its one history entry, inside the caller's one transaction (a
 * resource service's `write`, or `db.transaction()`): a refusal anywhere (an unknown id deep
 * in the tree) rolls it all back, leaving the stored tree as it was. Answers the tree after.
 */
export async function replaceTree<T>(trx: Db, save: TreeSave<T>): Promise<T> {
  const before = await save.load(trx);
  await save.replace(trx);
  const after = await save.load(trx);
  await recordHistory(trx, save.actor, { action: 'updated', model: save.model, modelId: save.modelId, before, after });
  return after;
}
