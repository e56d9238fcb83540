import { type Kysely, sql } from 'kysely';
import { autoId, columnTypes } from './dialect.js';

/**
 * Countries → governorates → cities with shipping fees, currencies (one local at most, held
 * by a partial unique index), customers with their addresses, and carts
 * (docs/decisions/0006-places-and-customers.md). Money in thousandths, exchange rates in
 * millionths: whole numbers, never floats.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { pg, timestamp, flag } = columnTypes(db);
  const id = autoId(db);
  const money = pg ? sql`bigint` : sql`integer`;

  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', id)
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(2)', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('countries_code_unique').on('countries').column('code').unique().execute();
  for (const column of ['name_en', 'name_ar', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`countries_${column}`).on('countries').columns([column, 'id']).execute();
  }

  await db.schema
    .createTable('governorates')
    .addColumn('id', 'integer', id)
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('restrict'))
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('shipment_fees', money, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  // Every list is one country's: each sort is an index range under the parent.
  for (const column of ['id', 'name_en', 'name_ar', 'shipment_fees', 'created_at', 'updated_at']) {
    const columns = column === 'id' ? ['country_id', 'id'] : ['country_id', column, 'id'];
    await db.schema.createIndex(`governorates_country_${column}`).on('governorates').columns(columns).execute();
  }

  await db.schema
    .createTable('cities')
    .addColumn('id', 'integer', id)
    .addColumn('governorate_id', 'integer', (c) => c.notNull().references('governorates.id').onDelete('restrict'))
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    // Null: the governorate's fee applies.
    .addColumn('shipment_fees', money)
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  for (const column of ['id', 'name_en', 'name_ar', 'shipment_fees', 'created_at', 'updated_at']) {
    const columns = column === 'id' ? ['governorate_id', 'id'] : ['governorate_id', column, 'id'];
    await db.schema.createIndex(`cities_governorate_${column}`).on('cities').columns(columns).execute();
  }

  await db.schema
    .createTable('currencies')
    .addColumn('id', 'integer', id)
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(3)', (c) => c.notNull())
    .addColumn('exchange_rate', money, (c) => c.notNull())
    .addColumn('is_local', flag, (c) => c.notNull())
    .addColumn('is_online', flag, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('currencies_code_unique').on('currencies').column('code').unique().execute();
  // At most one local currency, whatever the code above it does; the service keeps it exactly one.
  await db.schema
    .createIndex('currencies_one_local')
    .on('currencies')
    .column('is_local')
    .unique()
    .where(sql.ref('is_local'), '=', pg ? sql`true` : sql`1`)
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', id)
    // `C-000123`, written right after the row gets its id (same transaction).
    .addColumn('code', 'varchar(20)')
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('additional_phone', 'varchar(20)')
    .addColumn('email', 'varchar(255)')
    .addColumn('is_active', flag, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customers_code_unique').on('customers').column('code').unique().execute();
  await db.schema.createIndex('customers_phone_unique').on('customers').column('phone').unique().execute();
  for (const column of ['name', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`customers_${column}`).on('customers').columns([column, 'id']).execute();
  }
  await db.schema.createIndex('customers_active').on('customers').columns(['is_active', 'id']).execute();

  await db.schema
    .createTable('customer_addresses')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('restrict'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('extra_phone', 'varchar(20)')
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('restrict'))
    .addColumn('governorate_id', 'integer', (c) => c.notNull().references('governorates.id').onDelete('restrict'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('restrict'))
    .addColumn('zip_code', 'varchar(20)')
    .addColumn('line1', 'varchar(255)', (c) => c.notNull())
    // Map coordinates in degrees: a position, not an amount, so floating point is right.
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_addresses_customer').on('customer_addresses').columns(['customer_id', 'id']).execute();
  // The "in use" checks of country, governorate and city deletes.
  for (const column of ['country_id', 'governorate_id', 'city_id']) {
    await db.schema.createIndex(`customer_addresses_${column}`).on('customer_addresses').column(column).execute();
  }

  await db.schema
    .createTable('carts')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('restrict'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    // The cart's last activity: any item added, changed or removed.
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_customer_unique').on('carts').column('customer_id').unique().execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'integer', id)
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    // A deleted product simply leaves the carts it sat in: a cart is a customer's passing
    // state, not a record to keep (orders copy what they need).
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', money, (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_cart_product_unique').on('cart_items').columns(['cart_id', 'product_id']).unique().execute();
  await db.schema.createIndex('cart_items_product').on('cart_items').columns(['product_id', 'cart_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['cart_items', 'carts', 'customer_addresses', 'customers', 'currencies', 'cities', 'governorates', 'countries']) {
    await db.schema.dropTable(table).execute();
  }
}
