import { type Kysely, sql } from 'kysely';
import { autoId, columnTypes } from './dialect.js';

/**
 * Offers (with their items) and coupons (with the products they apply to), and the links an
 * order writes: `orders.coupon_id` and `order_items.offer_id`. Days are `YYYY-MM-DD` in the
 * store's time zone, both ends included (as ads). Money in thousandths; a percentage
 * (`discount_type` percentage, a coupon's `rate`) in hundredths of a percent, as tax is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { pg, timestamp, flag } = columnTypes(db);
  const id = autoId(db);
  const money = pg ? sql`bigint` : sql`integer`;
  const index = (name: string, table: string, columns: string[]) => db.schema.createIndex(name).on(table).columns(columns).execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', id)
    .addColumn('title_en', 'varchar(150)', (c) => c.notNull())
    .addColumn('title_ar', 'varchar(150)', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_ar', 'text', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    // fixed (discount_amount in thousandths) or percentage (in hundredths of a percent).
    .addColumn('discount_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('discount_amount', money, (c) => c.notNull())
    // single (one item) or bundle (all its items bought together).
    .addColumn('offer_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('is_flash_sale', flag, (c) => c.notNull())
    // Stored media file names; both set on a flash sale.
    .addColumn('header_image', 'varchar(100)')
    .addColumn('popup_image', 'varchar(100)')
    .addColumn('background_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('is_active', flag, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  for (const column of ['title_en', 'title_ar', 'start_date', 'end_date', 'updated_at']) {
    await index(`offers_${column}`, 'offers', [column, 'id']);
  }

  await db.schema
    .createTable('offer_items')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    // A product or a variant (a child product); a product in an offer cannot be deleted.
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('restrict'))
    // The item's place in the offer, as the staff listed them.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_items_pk', ['offer_id', 'product_id'])
    .execute();
  // The overlap check and runningOffersFor look offers up by product.
  await index('offer_items_product', 'offer_items', ['product_id', 'offer_id']);

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', id)
    .addColumn('name_en', 'varchar(150)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(150)', (c) => c.notNull())
    // As typed (trimmed); unique ignoring case through the index below.
    .addColumn('code', 'varchar(50)', (c) => c.notNull())
    .addColumn('discount_type', 'varchar(12)', (c) => c.notNull())
    // fixed: the amount off (thousandths); percentage: `rate` (hundredths of a percent).
    .addColumn('discount_amount', money)
    .addColumn('rate', 'integer')
    .addColumn('max_discount_amount', money)
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_user', 'integer')
    .addColumn('min_order_value', money)
    .addColumn('min_order_items', 'integer')
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('is_active', flag, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  // Codes are letters, digits, `-` and `_` (the schema's rule), so lower() folds them alike on both databases.
  await db.schema.createIndex('coupons_code_unique').on('coupons').unique().expression(sql`lower(code)`).execute();
  for (const column of ['name_en', 'name_ar', 'code', 'start_date', 'end_date', 'updated_at']) {
    await index(`coupons_${column}`, 'coupons', [column, 'id']);
  }

  await db.schema
    .createTable('coupon_products')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('coupon_products_pk', ['coupon_id', 'product_id'])
    .execute();
  await index('coupon_products_product', 'coupon_products', ['product_id', 'coupon_id']);

  // The coupon an order used (its uses and usages are counted from here).
  await db.schema.alterTable('orders').addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('restrict')).execute();
  await index('orders_coupon', 'orders', ['coupon_id', 'created_at', 'id']);

  // order_items.offer_id exists since migration 0005, without a reference. PostgreSQL adds
  // the constraint; SQLite cannot add one to a column, so triggers hold the same rule.
  if (pg) {
    await sql`ALTER TABLE order_items ADD CONSTRAINT order_items_offer_fk FOREIGN KEY (offer_id) REFERENCES offers (id) ON DELETE RESTRICT`.execute(db);
  } else {
    const missingOffer = `NEW.offer_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM offers WHERE id = NEW.offer_id)`;
    await sql.raw(`CREATE TRIGGER order_items_offer_insert BEFORE INSERT ON order_items WHEN ${missingOffer}
      BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed'); END`).execute(db);
    await sql.raw(`CREATE TRIGGER order_items_offer_update BEFORE UPDATE OF offer_id ON order_items WHEN ${missingOffer}
      BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed'); END`).execute(db);
    await sql.raw(`CREATE TRIGGER offers_in_order_delete BEFORE DELETE ON offers WHEN EXISTS (SELECT 1 FROM order_items WHERE offer_id = OLD.id)
      BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed'); END`).execute(db);
  }
  await index('order_items_offer', 'order_items', ['offer_id', 'order_id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_items_offer').execute();
  if (columnTypes(db).pg) {
    await sql`ALTER TABLE order_items DROP CONSTRAINT order_items_offer_fk`.execute(db);
  } else {
    for (const trigger of ['order_items_offer_insert', 'order_items_offer_update', 'offers_in_order_delete']) {
      await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
    }
  }
  await db.schema.dropIndex('orders_coupon').execute();
  await db.schema.alterTable('orders').dropColumn('coupon_id').execute();
  for (const table of ['coupon_products', 'coupons', 'offer_items', 'offers']) await db.schema.dropTable(table).execute();
}
