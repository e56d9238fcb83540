import { type Kysely, sql } from 'kysely';
import { autoId, columnTypes, createTrigramIndex } from './dialect.js';

/**
 * Brands, categories (a tree) and products with their variants (child rows), plus the
 * product search index: FTS5 with the trigram tokenizer on SQLite, pg_trgm GIN on
 * PostgreSQL, both over the folded `search_text` column (docs/decisions/0005-catalogue.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { pg, timestamp, flag } = columnTypes(db);
  const id = autoId(db);
  const money = pg ? sql`bigint` : sql`integer`;

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', id)
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('image', 'varchar(100)')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  for (const column of ['name_en', 'name_ar', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`brands_${column}`).on('brands').columns([column, 'id']).execute();
  }

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('slug', 'varchar(150)', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('image', 'varchar(100)')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_slug_unique').on('categories').column('slug').unique().execute();
  await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'id']).execute();
  for (const column of ['name_en', 'name_ar', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`categories_${column}`).on('categories').columns([column, 'id']).execute();
  }

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.references('products.id').onDelete('restrict'))
    .addColumn('name_en', 'varchar(300)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(300)', (c) => c.notNull())
    .addColumn('slug', 'varchar(150)')
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('barcode', 'varchar(64)')
    .addColumn('description_en', 'text')
    .addColumn('description_ar', 'text')
    .addColumn('buying_price', money, (c) => c.notNull())
    .addColumn('selling_price', money, (c) => c.notNull())
    .addColumn('tax_percent', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('weight_gm', 'integer')
    .addColumn('max_order', 'integer')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('restrict'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('restrict'))
    .addColumn('is_multi_unit', flag, (c) => c.notNull())
    .addColumn('is_bonus', flag, (c) => c.notNull())
    .addColumn('show_price', flag, (c) => c.notNull())
    .addColumn('is_archived', flag, (c) => c.notNull())
    .addColumn('colours', 'text', (c) => c.notNull())
    .addColumn('highlights', 'text', (c) => c.notNull())
    .addColumn('specs', 'text', (c) => c.notNull())
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('seo_keywords', 'text', (c) => c.notNull())
    .addColumn('meta_description_en', 'varchar(300)', (c) => c.notNull())
    .addColumn('meta_description_ar', 'varchar(300)', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('variant', 'text')
    .addColumn('variant_key', 'varchar(500)')
    .addColumn('variants_count', 'integer', (c) => c.notNull())
    .addColumn('image', 'varchar(100)')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    // Where a row shows: 0 in the list, 1 in the archive, 2 under its parent (a variant).
    // One integer equality leads every list index, which both planners take as fixed when
    // they read an index in sort order (PostgreSQL does not for `parent_id IS NULL`).
    .addColumn('list_state', 'integer', (c) =>
      c.generatedAlwaysAs(sql`CASE WHEN parent_id IS NOT NULL THEN 2 WHEN is_archived THEN 1 ELSE 0 END`).stored().notNull(),
    )
    .execute();
  await db.schema.createIndex('products_sku_unique').on('products').column('sku').unique().execute();
  await db.schema.createIndex('products_slug_unique').on('products').column('slug').unique().execute();
  await db.schema.createIndex('products_barcode_unique').on('products').column('barcode').unique().execute();
  // Filters by category or brand (with the stock level): the bounded count reads these
  // alone, the page their few rows; also the "in use" checks.
  for (const column of ['category_id', 'brand_id']) {
    await db.schema
      .createIndex(`products_${column.replace('_id', '')}`)
      .on('products')
      .columns([column, 'list_state', 'quantity', 'id'])
      .execute();
  }
  await db.schema.createIndex('products_parent').on('products').columns(['parent_id', 'id']).execute();
  // A code-like search (sku or barcode, any case) is a prefix range on these.
  if (pg) {
    await sql`CREATE INDEX products_sku_folded ON products (lower(sku) text_pattern_ops)`.execute(db);
    await sql`CREATE INDEX products_barcode_prefix ON products (barcode text_pattern_ops)`.execute(db);
  } else {
    await sql`CREATE INDEX products_sku_folded ON products (lower(sku))`.execute(db);
  }
  await db.schema.createIndex('products_unit').on('products').columns(['unit_id', 'id']).execute();
  // One index per sort of the list, led by list_state, so every page of every sort is an
  // index range read (keyset cursor or a short offset) and the bounded count reads the
  // index alone.
  const listSorts: Record<string, string> = {
    id: 'id', name_en: 'name_en', name_ar: 'name_ar', price: 'selling_price',
    quantity: 'quantity', created_at: 'created_at', updated_at: 'updated_at',
  };
  for (const [name, column] of Object.entries(listSorts)) {
    const columns = column === 'id' ? ['list_state', 'id'] : ['list_state', column, 'id'];
    await db.schema.createIndex(`products_list_${name}`).on('products').columns(columns).execute();
  }

  if (pg) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    await createTrigramIndex(db, 'products', 'search_text');
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).pg) await sql`DROP TABLE products_fts`.execute(db);
  for (const table of ['products', 'categories', 'brands']) await db.schema.dropTable(table).execute();
}
