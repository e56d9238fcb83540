import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { autoId, columnTypes } from './dialect.js';

/**
 * Orders with their items (price snapshots), timeline (order_events), staff comments,
 * payment methods (seeded: they are the store's fixed options, spec §9) and sales invoices
 * with their lines, which the ERP invoices issue extends (docs/orders.md). Money in
 * thousandths, tax in hundredths of a percent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { pg, timestamp, flag } = columnTypes(db);
  const id = autoId(db);
  const money = pg ? sql`bigint` : sql`integer`;
  /** What an order item and an invoice line both keep: the product's name, sku and the priced quantity. */
  const lineColumns = (table: CreateTableBuilder<any, any>) =>
    table
      .addColumn('name_en', 'varchar(255)', (c) => c.notNull())
      .addColumn('name_ar', 'varchar(255)', (c) => c.notNull())
      .addColumn('sku', 'varchar(64)', (c) => c.notNull())
      .addColumn('unit_price', money, (c) => c.notNull())
      .addColumn('discount', money, (c) => c.notNull())
      .addColumn('tax_percent', 'integer', (c) => c.notNull())
      .addColumn('tax', money, (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('line_total', money, (c) => c.notNull());
  const index = (name: string, table: string, columns: string[]) => db.schema.createIndex(name).on(table).columns(columns).execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'integer', id)
    // One of PAYMENT_GROUPS (cash, installment, online, cash_and_visa, transfer).
    .addColumn('group_key', 'varchar(30)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_active', flag, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  const methods: [string, string, string][] = [
    ['cash', 'Cash on delivery', 'الدفع عند الاستلام'],
    ['online', 'Card payment', 'الدفع بالبطاقة'],
    ['online', 'Mobile wallet', 'المحفظة الإلكترونية'],
    ['installment', 'Buy now, pay later', 'اشترِ الآن وادفع لاحقاً'],
    ['installment', 'Bank installments', 'التقسيط عبر البنوك'],
    ['cash_and_visa', 'Cash and card on delivery', 'نقداً وبالبطاقة عند الاستلام'],
    ['transfer', 'Bank transfer', 'تحويل بنكي'],
    ['transfer', 'InstaPay', 'إنستاباي'],
  ];
  await db
    .insertInto('payment_methods')
    .values(methods.map(([group, en, ar], i) => ({
      group_key: group, name_en: en, name_ar: ar, is_active: pg ? true : 1, position: i + 1, created_at: now, updated_at: now,
    })))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    // Sequential (1000 + id), written right after the row gets its id (same transaction).
    .addColumn('number', 'integer')
    // The tracking code a customer is given: random, so order numbers cannot be guessed from it.
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('restrict'))
    // The address chosen; the order keeps its own copy (shipping_address), so editing or
    // deleting the address later changes nothing here.
    .addColumn('address_id', 'integer', (c) => c.references('customer_addresses.id').onDelete('set null'))
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('shipping_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id').onDelete('restrict'))
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    // The region as it was, for reports by place (plain ids: places may be renamed or removed).
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('governorate_id', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('items_count', 'integer', (c) => c.notNull())
    .addColumn('subtotal', money, (c) => c.notNull())
    .addColumn('discount', money, (c) => c.notNull())
    .addColumn('tax', money, (c) => c.notNull())
    .addColumn('shipping_fee', money, (c) => c.notNull())
    .addColumn('total', money, (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('rejection_reason', 'varchar(255)')
    .addColumn('postponement_reason', 'varchar(255)')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_number_unique').on('orders').column('number').unique().execute();
  await db.schema.createIndex('orders_code_unique').on('orders').column('code').unique().execute();
  // Each list filter leads an index ending in the default sort, so a filtered page is one
  // index range and its bounded count reads the index alone.
  await index('orders_created', 'orders', ['created_at', 'id']);
  await index('orders_total', 'orders', ['total', 'id']);
  for (const column of ['status', 'shipping_status', 'payment_status', 'payment_method_id', 'customer_id']) {
    await index(`orders_${column}_created`, 'orders', [column, 'created_at', 'id']);
  }
  await index('orders_city', 'orders', ['city_id', 'created_at']);
  // A word search of orders looks in the customers first (docs/orders.md "Indexes"); on
  // PostgreSQL a trigram index serves it (the extension comes with migration 0003).
  if (pg) await sql`CREATE INDEX customers_search_trgm ON customers USING gin (search_text gin_trgm_ops)`.execute(db);

  await lineColumns(db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('restrict'))
    // The product (the parent of an ordered variant) and the variant. An order is a record of
    // a sale: a product deleted later leaves the item with its snapshot (name, sku, prices).
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('variant_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    // The variant's option → value pairs (JSON), `[]` for a simple product.
    .addColumn('options', 'text', (c) => c.notNull())
    // Which offer or coupon gave the discount; the promotions issue adds their tables.
    .addColumn('offer_id', 'integer')
    .addColumn('coupon_id', 'integer'))
    .execute();
  await index('order_items_order', 'order_items', ['order_id', 'id']);
  await index('order_items_product', 'order_items', ['product_id', 'order_id']);
  await index('order_items_variant', 'order_items', ['variant_id', 'order_id']);

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('restrict'))
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint')
    .addColumn('from_shipping_status', 'varchar(20)')
    .addColumn('to_shipping_status', 'varchar(20)')
    .addColumn('from_payment_status', 'varchar(20)')
    .addColumn('to_payment_status', 'varchar(20)')
    .addColumn('note', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await index('order_events_order', 'order_events', ['order_id', 'id']);

  await db.schema
    .createTable('order_comments')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await index('order_comments_created', 'order_comments', ['created_at', 'id']);
  await index('order_comments_order', 'order_comments', ['order_id', 'created_at', 'id']);
  await index('order_comments_user', 'order_comments', ['user_id', 'created_at', 'id']);

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', id)
    // Follows the id (`INV-000123`), written right after the row gets it (same transaction).
    .addColumn('number', 'integer')
    // 'sales' here; the ERP issue adds purchase, sales_return, purchase_return.
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    // The invoice's calendar date, YYYY-MM-DD.
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('restrict'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('restrict'))
    .addColumn('subtotal', money, (c) => c.notNull())
    .addColumn('discount', money, (c) => c.notNull())
    .addColumn('tax', money, (c) => c.notNull())
    .addColumn('shipping_fee', money, (c) => c.notNull())
    .addColumn('total', money, (c) => c.notNull())
    // Carried over into the books (spec §4): it can no longer be deleted.
    .addColumn('carried_over', flag, (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_type_number_unique').on('invoices').columns(['type', 'number']).unique().execute();
  await db.schema.createIndex('invoices_order_unique').on('invoices').column('order_id').unique().execute();
  await index('invoices_type_date', 'invoices', ['type', 'date', 'id']);
  await index('invoices_customer', 'invoices', ['customer_id', 'date', 'id']);

  await lineColumns(db.schema
    .createTable('invoice_lines')
    .addColumn('id', 'integer', id)
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null')))
    .execute();
  await index('invoice_lines_invoice', 'invoice_lines', ['invoice_id', 'id']);
  await index('invoice_lines_product', 'invoice_lines', ['product_id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).pg) await sql`DROP INDEX customers_search_trgm`.execute(db);
  for (const table of ['invoice_lines', 'invoices', 'order_comments', 'order_events', 'order_items', 'orders', 'payment_methods']) {
    await db.schema.dropTable(table).execute();
  }
}
