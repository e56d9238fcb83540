import type { ProductChild, ProductSummary, StockLevel } from '@matjar/shared';
import type { Locale } from '@matjar/shared';

export const DAS_FIELDS = ['buying_price', 'selling_price', 'quantity'] as const;
export type DasField = (typeof DAS_FIELDS)[number];

/** One line of the quick-edit grid: a product, or one of its variants under it. */
export interface DasRow {
  id: number;
  name: string;
  sku: string;
  image: string | null;
  values: Record<DasField, string>;
  stockLevel: StockLevel;
  /** A variant, shown under its product. */
  isVariant: boolean;
  /** A product with variants: its stock is theirs, so its quantity is not edited here. */
  hasVariants: boolean;
}

const valuesOf = (row: ProductSummary | ProductChild): Record<DasField, string> => ({
  buying_price: row.buying_price,
  selling_price: row.selling_price,
  quantity: String(row.quantity),
});

/** The page's products, each followed by its variants (when they have loaded). */
export function dasRows(products: ProductSummary[], variantsOf: (id: number) => ProductChild[] | undefined, locale: Locale): DasRow[] {
  return products.flatMap((product) => [
    {
      id: product.id,
      name: product.name[locale],
      sku: product.sku,
      image: product.image,
      values: valuesOf(product),
      stockLevel: product.stock_level,
      isVariant: false,
      hasVariants: product.variants_count > 0,
    },
    ...(variantsOf(product.id) ?? []).map((child) => ({
      id: child.id,
      name: child.variant.map((pair) => pair.value[locale]).join(' / '),
      sku: child.sku,
      image: child.image ?? product.image,
      values: valuesOf(child),
      stockLevel: child.stock_level,
      isVariant: true,
      hasVariants: false,
    })),
  ]);
}
