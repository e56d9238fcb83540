import { foldForSearch } from '@matjar/shared';
import { adjectives, colours, nouns, places, randomFrom } from './words.js';

type Rng = ReturnType<typeof randomFrom>;

export interface NamedRow {
  name_en: string;
  name_ar: string;
  search_text: string;
}

/** 500 brands: "Luxor honey house 17" / "بيت عسل الأقصر 17". */
export function brandRows(count: number, rng: Rng): NamedRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [place, noun] = [rng.pick(places), rng.pick(nouns)];
    const en = `${place[0]} ${noun[0]} house ${i + 1}`;
    const ar = `بيت ${noun[1]} ${place[1]} ${i + 1}`;
    return { name_en: en, name_ar: ar, search_text: foldForSearch(`${en} ${ar}`) };
  });
}

export interface CategoryPlan extends NamedRow {
  slug: string;
  /** Index of the parent in the same list, or null for a top-level category. */
  parent: number | null;
}

/** A three-level tree: 40 departments, 5 sections each, the rest shared out as leaves. */
export function categoryRows(count: number, rng: Rng): CategoryPlan[] {
  const roots = Math.min(40, count);
  const middles = Math.min(roots * 5, count - roots);
  const rows: CategoryPlan[] = [];
  const add = (en: string, ar: string, parent: number | null) => {
    const i = rows.length + 1;
    rows.push({ name_en: `${en} ${i}`, name_ar: `${ar} ${i}`, slug: `c-${i}`, parent, search_text: foldForSearch(`${en} ${i} ${ar} ${i} c-${i}`) });
  };
  for (let i = 0; i < roots; i += 1) {
    const noun = nouns[i % nouns.length] ?? rng.pick(nouns);
    add(`World of ${noun[0]}`, `عالم ${noun[1]}`, null);
  }
  for (let i = 0; i < middles; i += 1) {
    const [noun, adjective] = [rng.pick(nouns), rng.pick(adjectives)];
    add(`${adjective[0]} ${noun[0]}`, `${noun[1]} ${adjective[1]}`, i % roots);
  }
  for (let i = rows.length; i < count; i += 1) {
    const [noun, colour] = [rng.pick(nouns), rng.pick(colours)];
    add(`${noun[0]} in ${colour[0]}`, `${noun[1]} ${colour[1]}`, roots + (i % middles));
  }
  return rows;
}

/** Columns of a generated product, in insert order, with their PostgreSQL types. */
export const productColumns = [
  ['name_en', 'text'], ['name_ar', 'text'], ['slug', 'text'], ['sku', 'text'], ['barcode', 'text'],
  ['buying_price', 'bigint'], ['selling_price', 'bigint'], ['tax_percent', 'integer'], ['quantity', 'integer'], ['weight_gm', 'integer'],
  ['category_id', 'integer'], ['brand_id', 'integer'], ['unit_id', 'integer'],
  ['is_multi_unit', 'boolean'], ['is_bonus', 'boolean'], ['show_price', 'boolean'], ['is_archived', 'boolean'],
  ['colours', 'text'], ['highlights', 'text'], ['specs', 'text'], ['sections', 'text'], ['seo_keywords', 'text'],
  ['meta_description_en', 'text'], ['meta_description_ar', 'text'], ['options', 'text'], ['variants_count', 'integer'],
  ['search_text', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
] as const;

const THREE_YEARS = 3 * 365 * 24 * 3600 * 1000;

/**
 * One product as a row of values in `productColumns` order: a bilingual name of noun,
 * adjective, colour and model number ("Classic shirt blue 48213" / "قميص كلاسيكي أزرق 48213"),
 * prices from 5 to 5,000, stock mostly in, some low, some out; 2% archived; created over
 * three years in id order.
 */
export function productRow(
  n: number,
  total: number,
  rng: Rng,
  refs: { categories: number[]; brands: number[]; units: number[] },
  flag: (value: boolean) => number | boolean,
): unknown[] {
  const [noun, adjective, colour] = [rng.pick(nouns), rng.pick(adjectives), rng.pick(colours)];
  const model = rng.int(1000, 99999);
  const en = `${adjective[0].charAt(0).toUpperCase()}${adjective[0].slice(1)} ${noun[0]} ${colour[0]} ${model}`;
  const ar = `${noun[1]} ${adjective[1]} ${colour[1]} ${model}`;
  const sku = `P${String(n).padStart(8, '0')}`;
  const barcode = `62${String(n).padStart(11, '0')}`;
  const selling = rng.int(500, 500_000) * 10;
  const roll = rng.next();
  const quantity = roll < 0.08 ? 0 : roll < 0.15 ? rng.int(1, 5) : rng.int(6, 500);
  const created = new Date(Date.now() - THREE_YEARS + Math.floor((n / total) * THREE_YEARS)).toISOString();
  return [
    en, ar, `${noun[0]}-${colour[0]}-${n}`, sku, barcode,
    Math.floor(selling * 0.7), selling, 1400, quantity, rng.int(50, 5000),
    rng.pick(refs.categories), rng.pick(refs.brands), rng.pick(refs.units),
    flag(false), flag(false), flag(true), flag(rng.next() < 0.02),
    '[]', '[]', '[]', '[]', JSON.stringify({ en: [noun[0]], ar: [noun[1]] }),
    en, ar, '[]', 0,
    foldForSearch(`${en} ${ar} ${sku} ${barcode}`), created, created,
  ];
}
