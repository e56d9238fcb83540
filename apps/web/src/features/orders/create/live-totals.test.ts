import type { PricingOffer } from '@matjar/shared';
import { describe, expect, it } from 'vitest';
import { liveTotals, type DraftLine } from './live-totals';

const line = (overrides: Partial<DraftLine>): DraftLine => ({ product_id: 1, parent_id: null, price: '10.00', tax_percent: '0.00', quantity: 1, ...overrides });

describe('liveTotals', () => {
  it('adds tax per line and the shipping fee, as the server does', () => {
    expect(
      liveTotals([line({ product_id: 1, price: '450.00', tax_percent: '14.00', quantity: 2 }), line({ product_id: 2, price: '19.99', quantity: 3 })], '45.00'),
    ).toEqual({ subtotal: '959.97', discount: '0.00', tax: '126.00', shipping_fee: '45.00', total: '1130.97', offer_discounts: ['0.00', '0.00'] });
  });

  it('rounds each line’s tax half up to the thousandth', () => {
    // 0.10 × 3 = 0.300; 5% = 0.015 → shown 0.02 (half up).
    expect(liveTotals([line({ price: '0.10', tax_percent: '5.00', quantity: 3 })], null).tax).toBe('0.02');
  });

  it('ignores lines without a usable quantity and an unknown fee', () => {
    expect(liveTotals([line({ tax_percent: '14.00', quantity: 0 })], null).total).toBe('0.00');
  });

  it('takes a running offer off its line, a variant included through its product, and taxes what is left', () => {
    const offer: PricingOffer = {
      id: 7,
      offer_type: 'single',
      discount: { type: 'percentage', rate: 1000 },
      product_ids: [5],
      starts_at: '2026-10-31T22:00:00.000Z',
      ends_at: '2026-11-30T22:00:00.000Z',
      is_active: true,
    };
    const totals = liveTotals([line({ product_id: 51, parent_id: 5, price: '200.00', tax_percent: '10.00', quantity: 2 }), line({ product_id: 9 })], null, [offer], '2026-11-27T10:00:00.000Z');
    expect(totals.offer_discounts).toEqual(['40.00', '0.00']);
    expect(totals).toMatchObject({ subtotal: '410.00', discount: '40.00', tax: '36.00', total: '406.00' });
    // From the offer's end on: no discount.
    expect(liveTotals([line({ product_id: 5, price: '200.00' })], null, [offer], '2026-11-30T22:00:00.000Z').discount).toBe('0.00');
  });
});
