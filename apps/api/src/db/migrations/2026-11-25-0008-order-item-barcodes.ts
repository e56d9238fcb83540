import { type Kysely, sql } from 'kysely';

/**
 * An order line keeps the barcode of what was sold beside its name, sku, options and
 * prices (docs/orders.md "Orders and the catalogue"), so the order reads the same once the
 * product is deleted. Lines placed before take it from their product (the variant's own)
 * where it still exists; a line whose product is gone keeps null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('barcode', 'varchar(64)').execute();
  await backfillItemBarcodes(db);
}

/** Fills the lines without a barcode from their product, the variant's own barcode for a variant. */
export async function backfillItemBarcodes(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('order_items')
    .set({
      barcode: sql`(SELECT products.barcode FROM products WHERE products.id = COALESCE(order_items.variant_id, order_items.product_id))`,
    })
    .where('barcode', 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('barcode').execute();
}
