import { z } from 'zod';

/**
 * Schemas of the two kits beside the resource kit (docs/api-kit.md): a record read and
 * changed whole (a settings group, the profile) and a tree saved whole (menus, categories).
 */

/**
 * A secret in an answer: never its value, only whether one is kept —
 * `z.object({ host, ...secretOut('password') })` answers `"password": null, "password_set": true`.
 */
export const secretOut = <Name extends string>(name: Name) =>
  ({ [name]: z.null(), [`${name}_set`]: z.boolean() }) as { [K in Name]: z.ZodNull } & { [K in `${Name}_set`]: z.ZodBoolean };

/** An item of a submitted tree: its own fields and, above the deepest level, its children. */
export type TreeItem<T> = T & { children?: TreeItem<T>[] };

export interface TreeLimits {
  /** Levels at most: 2 lets top-level items have children without children of their own. */
  levels: number;
  /** Items at most in the whole tree, all levels together (and so in any one array). */
  maxItems: number;
}

/** How many items a submitted tree holds, at every level. */
const treeSize = (items: readonly { children?: readonly unknown[] | undefined }[]): number =>
  items.reduce((n, item) => n + 1 + treeSize((item.children ?? []) as { children?: unknown[] }[]), 0);

/**
 * A tree of `levels` levels of `item`, each `children` array and the whole tree bounded by
 * `maxItems` (422 `validation.too_many_items` on the field). An item of the deepest level
 * that still sends children is a 422 `validation.tree_too_deep` on its `children`, never
 * silently cut. An item's position is its place among its siblings.
 */
export function nestedTree<Item extends z.ZodObject>(item: Item, { levels, maxItems }: TreeLimits) {
  let level: z.ZodObject = item.extend({ children: z.array(z.unknown()).max(0, 'validation.tree_too_deep').optional() });
  for (let depth = 1; depth < levels; depth += 1) {
    level = item.extend({ children: z.array(level).max(maxItems, 'validation.too_many_items').optional() });
  }
  return z
    .array(level)
    .max(maxItems, 'validation.too_many_items')
    .superRefine((items, context) => {
      // A top level over the limit is already refused by `max`, on the same field.
      if (items.length <= maxItems && treeSize(items as { children?: unknown[] }[]) > maxItems) {
        context.addIssue({ code: 'too_big', origin: 'array', maximum: maxItems, inclusive: true, message: 'validation.too_many_items', input: items });
      }
    }) as unknown as z.ZodType<TreeItem<z.output<Item>>[], TreeItem<z.input<Item>>[]>;
}
