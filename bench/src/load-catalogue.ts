/**
 * Bulk-loads a large catalogue (brands, a three-level category tree, products) into a store
 * made by `freshDatabase` + `migrateAndSeed`: the product indexes and the search index are
 * dropped for the load and built afterwards. Used by both generators.
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { loadRows, postgresBulk, sqliteBulk } from './bulk.js';
import { brandRows, categoryRows, productColumns, productRow } from './catalogue-rows.js';
import { dropPostgresIndexes, dropSqliteIndexes, log, rebuildFts } from './store.js';
import type { randomFrom } from './words.js';

export interface CatalogueSize {
  products: number;
  categories: number;
  brands: number;
}

type Rng = ReturnType<typeof randomFrom>;

const leavesOf = (plan: ReturnType<typeof categoryRows>, ids: number[]) => ids.filter((_, i) => !plan.some((c) => c.parent === i));

export async function loadCatalogueSqlite(raw: SQLite.Database, size: CatalogueSize, rng: Rng) {
  const flagOf = (v: boolean) => (v ? 1 : 0);
  const now = new Date().toISOString();
  const units = raw.prepare('SELECT id FROM units').all().map((r) => (r as { id: number }).id);
  const insertBrand = raw.prepare('INSERT INTO brands (name_en, name_ar, image, search_text, created_at, updated_at) VALUES (?, ?, NULL, ?, ?, ?)');
  const brands = raw.transaction(() => brandRows(size.brands, rng).map((b) => Number(insertBrand.run(b.name_en, b.name_ar, b.search_text, now, now).lastInsertRowid)))();
  const insertCategory = raw.prepare(
    'INSERT INTO categories (parent_id, name_en, name_ar, slug, notes, image, search_text, created_at, updated_at) VALUES (?, ?, ?, ?, NULL, NULL, ?, ?, ?)',
  );
  const plan = categoryRows(size.categories, rng);
  const categoryIds: number[] = [];
  raw.transaction(() => {
    for (const c of plan) {
      const parent = c.parent === null ? null : categoryIds[c.parent];
      categoryIds.push(Number(insertCategory.run(parent, c.name_en, c.name_ar, c.slug, c.search_text, now, now).lastInsertRowid));
    }
  })();
  const leaves = leavesOf(plan, categoryIds);
  log(`${brands.length} brands, ${categoryIds.length} categories (${leaves.length} leaves)`);

  // Indexes and the FTS triggers go, the rows come in, then everything is rebuilt once.
  const restore = dropSqliteIndexes(raw, ['products']);
  const products = sqliteBulk(raw);
  const writer = products.writer('products', productColumns);
  const refs = { categories: leaves, brands, units };
  await loadRows(products, size.products, 'products', (n) => writer.push(productRow(n + 1, size.products, rng, refs, flagOf)));
  log('products loaded; building their indexes');
  restore.indexes();
  rebuildFts(raw, 'products_fts');
  restore.triggers();
}

export async function loadCataloguePostgres(client: pg.Client, size: CatalogueSize, rng: Rng) {
  const flagOf = (v: boolean) => v;
  const now = new Date().toISOString();
  const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id));

  const units = ids((await client.query('SELECT id FROM units')).rows);
  const b = brandRows(size.brands, rng);
  const brands = ids(
    (
      await client.query(
        `INSERT INTO brands (name_en, name_ar, search_text, created_at, updated_at)
         SELECT *, $4::timestamptz, $4::timestamptz FROM unnest($1::text[], $2::text[], $3::text[]) RETURNING id`,
        [b.map((r) => r.name_en), b.map((r) => r.name_ar), b.map((r) => r.search_text), now],
      )
    ).rows,
  );
  const plan = categoryRows(size.categories, rng);
  const categoryIds: number[] = [];
  await client.query('BEGIN');
  for (const c of plan) {
    const parent = c.parent === null ? null : categoryIds[c.parent];
    const { rows } = await client.query(
      'INSERT INTO categories (parent_id, name_en, name_ar, slug, search_text, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id',
      [parent, c.name_en, c.name_ar, c.slug, c.search_text, now],
    );
    categoryIds.push(Number(rows[0].id));
  }
  await client.query('COMMIT');
  const leaves = leavesOf(plan, categoryIds);
  log(`${brands.length} brands, ${categoryIds.length} categories (${leaves.length} leaves)`);

  const rebuild = await dropPostgresIndexes(client, ['products']);
  const refs = { categories: leaves, brands, units };
  const products = postgresBulk(client);
  const writer = products.writer('products', productColumns);
  await loadRows(products, size.products, 'products', (n) => writer.push(productRow(n + 1, size.products, rng, refs, flagOf)));
  log('products loaded; building their indexes');
  await rebuild();
}
