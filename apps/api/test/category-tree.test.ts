import { nestedTree } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/errors.js';
import { flattenSubmitted } from '../src/lib/tree.js';
import { createdAt } from './answers.js';
import { startAsAdmin, userWith } from './accounts.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const categories = '/api/dashboard/categories';
const tree = `${categories}/tree`;

interface Item {
  id: number;
  parent_id: number | null;
  depth: number;
}
interface Node {
  id: number;
  children?: Node[];
}

/** The tree kit (lib/tree.ts, the shared `nestedTree`) with a menu's limit: two levels. */
describe('tree kit at two levels', () => {
  const menu = nestedTree(z.object({ label: z.string().max(50) }), { levels: 2, maxItems: 1000 });
  const leaf = { label: 'Leaf' };

  it('takes two levels and refuses a third on the item that holds it', () => {
    expect(menu.safeParse([{ label: 'Top', children: [leaf] }]).success).toBe(true);
    const three = menu.safeParse([{ label: 'Top', children: [{ label: 'Child', children: [leaf] }] }]);
    expect(three.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['0.children.0.children', 'validation.tree_too_deep']]);
    const flattened = () => flattenSubmitted([{ label: 'Top', children: [{ label: 'Child', children: [leaf] }] }], { field: 'items', levels: 2, maxItems: 1000 });
    expect(flattened).toThrow(AppError);
    try {
      flattened();
    } catch (error) {
      expect((error as AppError).fieldErrors).toEqual({ 'items.0.children.0.children.0': ['validation.tree_too_deep'] });
    }
  });

  it('counts every level against the limit: 1,001 items are refused even when no array holds more than 1,000', () => {
    const wide = Array.from({ length: 1001 }, () => leaf);
    expect(menu.safeParse(wide).error?.issues[0]?.message).toBe('validation.too_many_items');
    const spread = [{ label: 'Top', children: Array.from({ length: 1000 }, () => leaf) }];
    expect(menu.safeParse(spread).error?.issues).toMatchObject([{ path: [], message: 'validation.too_many_items', maximum: 1000 }]);
    expect(menu.safeParse(spread.map((top) => ({ ...top, children: top.children.slice(1) }))).success).toBe(true);
  });

  it('flattens parents first, each item with its parent and its place among its siblings', () => {
    const flat = flattenSubmitted([{ label: 'A', children: [{ label: 'A1' }, { label: 'A2' }] }, { label: 'B' }], { field: 'items', levels: 2, maxItems: 10 });
    expect(flat.map(({ item, parent, position, level, path }) => [item.label, parent, position, level, path])).toEqual([
      ['A', null, 0, 1, 'items.0'],
      ['A1', 0, 0, 2, 'items.0.children.0'],
      ['A2', 0, 1, 2, 'items.0.children.1'],
      ['B', null, 1, 1, 'items.1'],
    ]);
  });
});

describeEachDatabase('categories tree', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, token: string;
  beforeAll(async () => {
    ({ server, admin, adminAr, token } = await startAsAdmin(suite));
  });
  const put = (items: unknown, lang: 'en' | 'ar' = 'en') => server.request('PUT', tree, { token, lang, body: { items } });

  const list = async (): Promise<Item[]> => (await admin.get(`${categories}/list`)).body.data;
  /** The stored tree as a body of `PUT /tree` (every category, as `/list` orders it). */
  const current = async (): Promise<Node[]> => {
    const items = await list();
    const nodes = new Map(items.map((item) => [item.id, { id: item.id, children: [] as Node[] }]));
    return items.flatMap((item) => {
      const node = nodes.get(item.id) as Node;
      if (item.parent_id === null) return [node];
      nodes.get(item.parent_id)?.children?.push(node);
      return [];
    });
  };
  const treeEntries = async () => (await server.db.selectFrom('history').select('id').where('model', '=', 'categories').where('model_id', 'is', null).execute()).length;

  it('saves the order and nesting of every category at once, with one history entry', async () => {
    const before = await current();
    const [first, second, ...others] = before as [Node, Node, ...Node[]];
    const moved = first.children?.[0] as Node;
    // The second top-level category first; the first's first child now under the second, last.
    const body = [
      { ...second, children: [...(second.children ?? []), moved] },
      { ...first, children: first.children?.slice(1) },
      ...others,
    ];
    const entries = await treeEntries();
    const saved = await put(body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(await list());
    const after = await current();
    expect(after).toEqual(body.map((node) => ({ ...node, children: node.children ?? [] })));
    expect((await admin.get(`${categories}/${moved.id}`)).body.data.parent_id).toBe(second.id);
    expect(await treeEntries()).toBe(entries + 1);
    const entry = (await admin.get('/api/dashboard/history?model=categories')).body.data[0];
    expect(entry).toMatchObject({ action: 'updated', model_id: null, before, after });
  });

  it('refuses a fourth level, on the wire and through a form, in both languages', async () => {
    const items = await current();
    const [top, other] = items as [Node, Node];
    const grandchild = await createdAt(admin, categories, { name: { en: 'Deep', ar: 'عميق' }, parent_id: top.children?.[0]?.id });
    const deeper = await admin.post(categories, { name: { en: 'Deeper', ar: 'أعمق' }, parent_id: grandchild.id });
    expect(deeper.status).toBe(422);
    expect(deeper.body.errors).toEqual({ parent_id: ['Too many levels: the tree is nested deeper than allowed'] });
    // Moving a category with its subcategories under a subcategory would make four levels.
    const moved = await adminAr.patch(`${categories}/${top.id}`, { name: { en: 'Moved', ar: 'منقول' }, parent_id: other.children?.[0]?.id ?? other.id });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ parent_id: ['مستويات أكثر من المسموح: الشجرة متداخلة بعمق أكبر من المسموح به'] });

    const now = await current();
    const deepTop = now.find((node) => node.id === top.id) as Node;
    const four = now.filter((node) => node.id !== top.id).map((node) => (node.id === other.id ? { ...node, children: [deepTop] } : node));
    const refused = await put(four);
    expect(refused.status).toBe(422);
    expect(Object.values(refused.body.errors).flat()).toContain('Too many levels: the tree is nested deeper than allowed');
  });

  it('refuses 1,001 items, a category under itself, an unknown id and a tree missing a category, leaving the stored tree as it was', async () => {
    const before = await list();
    const entries = await treeEntries();
    const items = await current();
    const [top, second] = items as [Node, Node];

    const many = await put(Array.from({ length: 1001 }, (_, i) => ({ id: i + 1 })));
    expect(many.status).toBe(422);
    expect(many.body.errors).toEqual({ items: ['Items may hold at most 1000 items'] });

    // A cycle: the first category again inside its own subtree.
    const cycle = await put(items.map((n) => (n.id === top.id ? { ...n, children: [...(n.children ?? []), { id: top.id }] } : n)));
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors).toEqual({ [`items.0.children.${top.children?.length ?? 0}.id`]: ['This value is repeated'] });

    // One unknown id deep in an otherwise valid reordering: nothing of it is saved.
    const reordered = [{ ...second, children: [...(second.children ?? []), { id: 99_999_999 }] }, top, ...items.slice(2)];
    const unknown = await put(reordered, 'ar');
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual([`items.0.children.${second.children?.length ?? 0}.id`]);

    const missing = await put(items.slice(1));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ items: ['The tree must hold every existing item once'] });

    expect(await list()).toEqual(before);
    expect(await treeEntries()).toBe(entries);
  });

  it('asks for categories.update', async () => {
    const viewer = await userWith(server, 'tree-viewer', ['categories.view']);
    expect((await server.api(viewer.token).get(`${categories}/list`)).status).toBe(200);
    expect((await server.request('PUT', tree, { token: viewer.token, body: { items: await current() } })).status).toBe(403);
  });
});
