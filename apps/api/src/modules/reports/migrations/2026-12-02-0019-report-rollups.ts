import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../../../db/migrations/dialect.js';

/**
 * The reports' rollups (docs/reports.md), kept in the transaction of every order write that
 * changes them and rebuilt from scratch by `npm run reports:rebuild`. `day` is the store's
 * calendar day (`YYYY-MM-DD` in its time zone) an order was placed on; money in thousandths.
 * A product's or a customer's rows go with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { pg, timestamp } = columnTypes(db);
  const money = pg ? sql`bigint` : sql`integer`;

  // Orders placed each day by their current status: sales are the statuses that count.
  await db.schema
    .createTable('report_daily_orders')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('orders_count', 'integer', (c) => c.notNull())
    .addColumn('revenue', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('report_daily_orders_pk', ['day', 'status'])
    .execute();

  // What each product sold each day (a variant's lines count for its product).
  await db.schema
    .createTable('report_daily_products')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('revenue', money, (c) => c.notNull())
    .addColumn('orders_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_daily_products_pk', ['day', 'product_id'])
    .execute();
  await db.schema.createIndex('report_daily_products_product').on('report_daily_products').columns(['product_id', 'day']).execute();

  // What each customer bought each day, with the last order's time.
  await db.schema
    .createTable('report_daily_customers')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('orders_count', 'integer', (c) => c.notNull())
    .addColumn('spend', money, (c) => c.notNull())
    .addColumn('last_order_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('report_daily_customers_pk', ['day', 'customer_id'])
    .execute();
  await db.schema.createIndex('report_daily_customers_customer').on('report_daily_customers').columns(['customer_id', 'day']).execute();

  // Storefront views of each product each day (POST /api/storefront/product-views).
  await db.schema
    .createTable('report_daily_product_views')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_daily_product_views_pk', ['day', 'product_id'])
    .execute();
  await db.schema.createIndex('report_daily_product_views_product').on('report_daily_product_views').columns(['product_id', 'day']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['report_daily_product_views', 'report_daily_customers', 'report_daily_products', 'report_daily_orders']) {
    await db.schema.dropTable(table).execute();
  }
}
