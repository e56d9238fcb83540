import { type ProductOption, foldForSearch } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import type { HistoryEntry } from '../../lib/history.js';
import type { Holders } from '../module.js';
import { searchTextOf, toChild } from './product-mapping.js';
import * as repo from './products.repository.js';

type Bilingual = { en: string; ar: string };
type Pair = { option: Bilingual; value: Bilingual };

/** Every combination of the options' values, in option order: Size × Colour → S/Red, S/Blue, … */
export function combinationsOf(options: ProductOption[]): Pair[][] {
  if (!options.length) return [];
  return options.reduce<Pair[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, { option: option.name, value }])),
    [[]],
  );
}

/**
 * What identifies a variant across edits of its options: its option=value pairs, folded
 * and sorted. Reordering options or adding a value keeps the existing variants (their sku,
 * price and stock); renaming a value makes a new one.
 */
export const variantKeyOf = (pairs: Pair[]) =>
  pairs.map((p) => `${foldForSearch(p.option.en)}=${foldForSearch(p.value.en)}`).sort().join('|').slice(0, 500);

const variantName = (parent: Bilingual, pairs: Pair[]): Bilingual => ({
  en: `${parent.en} - ${pairs.map((p) => p.value.en).join(' / ')}`,
  ar: `${parent.ar} - ${pairs.map((p) => p.value.ar).join(' / ')}`,
});

/**
 * Fresh codes `{base}-1`, `-2`, … that no product holds yet in `column`: a new variant's
 * sku from its parent's sku, its barcode from its parent's barcode.
 */
async function freeCodes(db: Db, column: 'sku' | 'barcode', base: string, count: number): Promise<string[]> {
  const stem = base.slice(0, 56);
  const out: string[] = [];
  for (let start = 1; out.length < count; start += count + 20) {
    const candidates = Array.from({ length: count + 20 }, (_, i) => `${stem}-${start + i}`);
    const taken = await repo.takenValues(db, column, candidates);
    out.push(...candidates.filter((code) => !taken.has(code)).slice(0, count - out.length));
  }
  return out;
}

/** Columns a variant takes from its parent, on creation and whenever the parent changes. */
export const inheritedFrom = (parent: repo.ProductRow) => ({
  category_id: parent.category_id,
  brand_id: parent.brand_id,
  unit_id: parent.unit_id,
  tax_percent: parent.tax_percent,
  weight_gm: parent.weight_gm,
  max_order: parent.max_order,
  demand_limit: parent.demand_limit,
  is_multi_unit: parent.is_multi_unit ? 1 : 0,
  is_bonus: parent.is_bonus ? 1 : 0,
  show_price: parent.show_price ? 1 : 0,
});

/**
 * Makes the parent's variants match its options: one child product per combination. A
 * combination that already has a child keeps it (renamed, with the parent's inherited
 * fields; an archived one comes back); new ones get a fresh sku and barcode, the parent's
 * prices and no stock. The child of a combination that is gone is archived when an order
 * holds it (its orders keep showing it, nothing can pick it; `holders` say which) and deleted otherwise. The
 * parent's stock becomes the sum of its live variants'. Returns the history entries of the
 * children touched.
 */
export async function syncVariants(trx: Db, parentId: number, holders: Holders): Promise<HistoryEntry[]> {
  const parent = await repo.findProduct(trx, parentId);
  if (!parent) return [];
  const combos = combinationsOf(JSON.parse(parent.options) as ProductOption[]);
  const existing = await repo.childrenOf(trx, [parentId], { withArchived: true });
  const byKey = new Map(existing.map((child) => [child.variant_key, child]));
  const wanted = new Set(combos.map(variantKeyOf));
  const now = nowIso();
  const entries: HistoryEntry[] = [];
  const updated = async (child: repo.ProductRow, set: repo.ProductUpdate) => {
    await repo.updateProduct(trx, child.id, set);
    const after = await repo.findProduct(trx, child.id);
    if (after) entries.push({ action: 'updated', model: 'products', modelId: child.id, before: toChild(child), after: toChild(after) });
  };

  const gone = existing.filter((child) => !wanted.has(child.variant_key ?? ''));
  const ordered = await holders.referenced(trx, gone.map((c) => c.id));
  for (const child of gone.filter((c) => ordered.has(c.id) && !c.is_archived)) await updated(child, { is_archived: 1, updated_at: now });
  const unordered = gone.filter((c) => !ordered.has(c.id));
  await repo.deleteProducts(trx, unordered.map((c) => c.id));
  entries.push(...unordered.map((c) => ({ action: 'deleted' as const, model: 'products', modelId: c.id, before: toChild(c) })));

  const fresh = combos.filter((pairs) => !byKey.has(variantKeyOf(pairs)));
  // Variants made before barcodes were required get theirs now, as new ones do.
  const withoutBarcode = combos.map((pairs) => byKey.get(variantKeyOf(pairs))).filter((child) => child !== undefined && child.barcode === null);
  const skus = await freeCodes(trx, 'sku', parent.sku, fresh.length);
  const barcodes = parent.barcode ? await freeCodes(trx, 'barcode', parent.barcode, fresh.length + withoutBarcode.length) : [];
  const nextBarcode = () => barcodes.shift() ?? null;
  const parentName = { en: parent.name_en, ar: parent.name_ar };
  for (const pairs of combos) {
    const key = variantKeyOf(pairs);
    const name = variantName(parentName, pairs);
    const child = byKey.get(key);
    const common = { ...inheritedFrom(parent), name_en: name.en, name_ar: name.ar, variant: JSON.stringify(pairs), updated_at: now };
    if (child) {
      const barcode = child.barcode ?? nextBarcode();
      const set = { ...common, barcode, search_text: searchTextOf({ ...common, sku: child.sku, barcode }) };
      // A returning value brings its variant back, and a new barcode is worth a history entry.
      if (child.is_archived || barcode !== child.barcode) await updated(child, { ...set, is_archived: 0 });
      else await repo.updateProduct(trx, child.id, set);
      continue;
    }
    const sku = skus[fresh.indexOf(pairs)] as string;
    const barcode = nextBarcode();
    const id = await repo.insertProduct(trx, {
      ...common,
      parent_id: parent.id,
      slug: null,
      sku,
      barcode,
      description_en: null,
      description_ar: null,
      buying_price: parent.buying_price,
      selling_price: parent.selling_price,
      quantity: 0,
      is_archived: 0,
      colours: '[]',
      highlights: '[]',
      specs: '[]',
      sections: '[]',
      seo_keywords: '{"en":[],"ar":[]}',
      meta_description_en: '',
      meta_description_ar: '',
      options: '[]',
      variant_key: key,
      variants_count: 0,
      image: null,
      search_text: searchTextOf({ ...common, sku, barcode }),
      created_at: now,
    });
    const created = await repo.findProduct(trx, id);
    if (created) entries.push({ action: 'created', model: 'products', modelId: id, after: toChild(created) });
  }
  await refreshParentStock(trx, parentId);
  return entries;
}

/**
 * A parent with variants holds the sum of its live variants' stock (an archived variant's
 * stock is not for sale); with none its own quantity stands.
 */
export async function refreshParentStock(trx: Db, parentId: number): Promise<void> {
  const live = await repo.liveVariantTotals(trx, parentId);
  await repo.updateProduct(trx, parentId, { variants_count: live.count, ...(live.count > 0 && { quantity: live.stock }) });
}
