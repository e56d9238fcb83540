import type { ProductChild, ProductSummary } from '@matjar/shared';
import { describe, expect, it } from 'vitest';
import { dasRows } from './das-rows';

const product = (id: number, variants: number): ProductSummary =>
  ({
    id, name: { en: `P${id}`, ar: `م${id}` }, sku: `SKU-${id}`, image: null, buying_price: '1.00', selling_price: '2.00',
    quantity: 7, stock_level: 'in', variants_count: variants,
  }) as ProductSummary;
const child = (id: number, value: string): ProductChild =>
  ({
    id, sku: `SKU-${id}`, image: null, buying_price: '1.00', selling_price: '3.00', quantity: 2, stock_level: 'low',
    variant: [{ option: { en: 'Size', ar: 'المقاس' }, value: { en: value, ar: value } }],
  }) as ProductChild;

describe('dasRows', () => {
  it('puts each product before its variants, which take its picture and name their values', () => {
    const rows = dasRows([product(1, 2), product(2, 0)], (id) => (id === 1 ? [child(11, 'S'), child(12, 'L')] : undefined), 'en');
    expect(rows.map((row) => [row.id, row.name, row.isVariant, row.hasVariants])).toEqual([
      [1, 'P1', false, true],
      [11, 'S', true, false],
      [12, 'L', true, false],
      [2, 'P2', false, false],
    ]);
    expect(rows[1]?.values).toEqual({ buying_price: '1.00', selling_price: '3.00', quantity: '2' });
  });
});
