import {
  CSV_LIST_SEPARATOR, type ImportRowError, type Locale, PRODUCT_CSV_REQUIRED, PRODUCT_IMPORT_MAX_ROWS, type ProductInput,
  fieldMessage, productInput,
} from '@matjar/shared';
import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, type HistoryEntry, recordHistory } from '../../lib/history.js';
import { freeSlug, slugify } from '../../lib/slug.js';
import { translateIssues } from '../../plugins/errors.js';
import type { Holders } from '../module.js';
import { refsOf, storedProduct, toProduct } from './product-mapping.js';
import { unguardFormula } from '../../lib/csv.js';
import { syncVariants } from './product-variants.js';
import * as repo from './products.repository.js';

/** The import failed: nothing was written; `report` says which row, column and why. */
export class ImportFailed extends Error {
  constructor(readonly report: ImportRowError[]) {
    super('import failed');
  }
}

/** `name.en` → `name_en`, `seo_keywords.ar.2` → `seo_keywords_ar`: the CSV column of a field path. */
function columnOf(path: string): string {
  const [head = '', lang] = path.split('.');
  return ['name', 'description', 'seo_keywords', 'meta_description'].includes(head) && (lang === 'en' || lang === 'ar') ? `${head}_${lang}` : head;
}

interface Parsed {
  row: number;
  input: ProductInput;
  archived: boolean | undefined;
  existing: repo.ProductRow | undefined;
}

function readCsv(file: Uint8Array): string[][] {
  try {
    return parse(Buffer.from(file), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new AppError(422, 'errors.csv_unreadable', {}, { file: ['validation.invalid'] });
  }
}

/**
 * Imports products from the CSV the export writes (same columns, any order, only the
 * required ones needed). A row whose sku belongs to a product updates it; other rows
 * create products. All or nothing: every row is checked first, and one bad cell fails the
 * whole file with a report of every problem (spreadsheet row, column, message).
 */
export async function importProducts(db: Db, file: Uint8Array, actor: Actor, locale: Locale, holders: Holders) {
  const [header = [], ...records] = readCsv(file);
  const columns = header.map((h) => h.trim().toLowerCase());
  const t = (key: string, column: string) => fieldMessage(locale, key, column);
  const missing = PRODUCT_CSV_REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length) throw new ImportFailed(missing.map((column) => ({ row: 1, field: column, message: t('validation.column_missing', column) })));
  if (records.length > PRODUCT_IMPORT_MAX_ROWS) throw new AppError(422, 'errors.validation_failed', {}, { file: ['validation.too_many_rows'] });

  const cellsOf = (record: string[]) => (column: string) => {
    const i = columns.indexOf(column);
    return i < 0 ? undefined : unguardFormula(record[i] ?? '');
  };
  const skus = records.map((record) => cellsOf(record)('sku') ?? '').filter(Boolean);
  const existingBySku = new Map<string, repo.ProductRow>();
  for (let i = 0; i < skus.length; i += 500) {
    const ids = [...(await repo.takenValues(db, 'sku', skus.slice(i, i + 500))).values()];
    for (const row of await repo.findProducts(db, ids)) existingBySku.set(row.sku, row);
  }

  const report: ImportRowError[] = [];
  const parsed: Parsed[] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    const cell = cellsOf(record);
    const list = (column: string) => cell(column)?.split(CSV_LIST_SEPARATOR).map((w) => w.trim()).filter(Boolean);
    const existing = existingBySku.get(cell('sku') ?? '');
    if (existing?.parent_id != null) {
      report.push({ row, field: 'sku', message: t('validation.unique', 'sku') });
      return;
    }
    const raw = {
      name: { en: cell('name_en'), ar: cell('name_ar') },
      sku: cell('sku'),
      barcode: cell('barcode'),
      slug: cell('slug') ?? existing?.slug ?? undefined,
      description: { en: cell('description_en'), ar: cell('description_ar') },
      ...Object.fromEntries(
        ['category_id', 'brand_id', 'unit_id', 'buying_price', 'selling_price', 'tax_percent', 'quantity', 'weight_gm', 'max_order', 'is_bonus', 'is_multi_unit', 'show_price']
          .map((column) => [column, cell(column) === '' && ['is_bonus', 'is_multi_unit', 'show_price'].includes(column) ? undefined : cell(column)]),
      ),
      seo_keywords: { en: list('seo_keywords_en'), ar: list('seo_keywords_ar') },
      meta_description: { en: cell('meta_description_en'), ar: cell('meta_description_ar') },
      // What the CSV does not carry stays as the product has it.
      ...(existing && {
        colours: JSON.parse(existing.colours),
        highlights: JSON.parse(existing.highlights),
        specs: JSON.parse(existing.specs),
        sections: JSON.parse(existing.sections),
        options: JSON.parse(existing.options),
      }),
    };
    const result = productInput.safeParse(raw);
    if (!result.success) {
      const issues = result.error.issues.map(({ path, code, message, ...params }) => ({
        path: columnOf(path.join('.')),
        code,
        message,
        params: { ...params, input: cell(columnOf(path.join('.'))) || undefined },
      }));
      for (const [field, messages] of Object.entries(translateIssues(locale, issues))) {
        for (const message of new Set(messages)) report.push({ row, field, message });
      }
      return;
    }
    const archived = cell('is_archived');
    parsed.push({ row, input: result.data, archived: archived ? ['1', 'true'].includes(archived.toLowerCase()) : undefined, existing });
  });

  await checkAgainstStore(db, parsed, report, t);
  if (report.length) throw new ImportFailed(report.sort((a, b) => a.row - b.row));
  return write(db, parsed, actor, holders);
}

/** References exist; sku, barcode and slug are unique in the file and in the store. */
async function checkAgainstStore(db: Db, rows: Parsed[], report: ImportRowError[], t: (key: string, column: string) => string) {
  const known = {
    category_id: await repo.existingIds(db, 'categories', rows.map((r) => r.input.category_id)),
    brand_id: await repo.existingIds(db, 'brands', rows.map((r) => r.input.brand_id)),
    unit_id: await repo.existingIds(db, 'units', rows.map((r) => r.input.unit_id)),
  };
  const uniques = ['sku', 'barcode', 'slug'] as const;
  const taken = Object.fromEntries(
    await Promise.all(
      uniques.map(async (column) => {
        const values = rows.flatMap((r) => (r.input[column] ? [r.input[column] as string] : []));
        const found = new Map<string, number>();
        for (let i = 0; i < values.length; i += 500) {
          for (const [value, id] of await repo.takenValues(db, column, values.slice(i, i + 500))) found.set(value, id);
        }
        return [column, found] as const;
      }),
    ),
  ) as Record<(typeof uniques)[number], Map<string, number>>;
  const seen = { sku: new Set<string>(), barcode: new Set<string>(), slug: new Set<string>() };
  for (const { row, input, existing } of rows) {
    for (const field of ['category_id', 'brand_id', 'unit_id'] as const) {
      if (!known[field].has(input[field])) report.push({ row, field, message: t('validation.exists', field) });
    }
    for (const column of uniques) {
      const value = input[column];
      if (!value) continue;
      const holder = taken[column].get(value);
      if ((holder !== undefined && holder !== Number(existing?.id)) || seen[column].has(value)) {
        report.push({ row, field: column, message: t('validation.unique', column) });
      }
      seen[column].add(value);
    }
  }
}

/** One transaction: every row created or updated, each in the history. */
function write(db: Db, rows: Parsed[], actor: Actor, holders: Holders) {
  return db.transaction().execute(async (trx) => {
    const refs = await refsOf(trx, [...rows.map((r) => r.input), ...rows.flatMap((r) => (r.existing ? [r.existing] : []))]);
    const entries: HistoryEntry[] = [];
    let created = 0;
    const now = nowIso();
    for (const { input, archived, existing } of rows) {
      const slug = input.slug || (existing?.slug ?? (await freeSlug(trx, 'products', slugify(input.name.en, 'product'))));
      const values = { ...storedProduct(input), slug, updated_at: now, ...(archived !== undefined && { is_archived: archived ? 1 : 0 }) };
      if (existing) {
        const id = Number(existing.id);
        await repo.updateProduct(trx, id, values);
        const variants = existing.variants_count ? await syncVariants(trx, id, holders) : [];
        const after = await repo.findProduct(trx, id);
        entries.push({ action: 'updated', model: 'products', modelId: id, before: toProduct(existing, refs), after: after && toProduct(after, refs) }, ...variants);
      } else {
        const id = await repo.insertProduct(trx, {
          ...values,
          is_archived: archived ? 1 : 0,
          parent_id: null,
          variant: null,
          variant_key: null,
          variants_count: 0,
          image: null,
          created_at: now,
        });
        const after = await repo.findProduct(trx, id);
        entries.push({ action: 'created', model: 'products', modelId: id, after: after && toProduct(after, refs) });
        created += 1;
      }
    }
    await recordHistory(trx, actor, entries);
    return { created, updated: rows.length - created };
  });
}
