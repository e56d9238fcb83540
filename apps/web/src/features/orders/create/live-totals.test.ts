import { describe, expect, it } from 'vitest';
import { liveTotals } from './live-totals';

describe('liveTotals', () => {
  it('adds tax per line and the shipping fee, as the server does', () => {
    expect(
      liveTotals(
        [
          { price: '450.00', tax_percent: '14.00', quantity: 2 },
          { price: '19.99', tax_percent: '0.00', quantity: 3 },
        ],
        '45.00',
      ),
    ).toEqual({ subtotal: '959.97', discount: '0.00', tax: '126.00', shipping_fee: '45.00', total: '1130.97' });
  });

  it('rounds each line’s tax half up to the thousandth', () => {
    // 0.10 × 3 = 0.300; 5% = 0.015 → shown 0.02 (half up).
    expect(liveTotals([{ price: '0.10', tax_percent: '5.00', quantity: 3 }], null).tax).toBe('0.02');
  });

  it('ignores lines without a usable quantity and an unknown fee', () => {
    expect(liveTotals([{ price: '10.00', tax_percent: '14.00', quantity: 0 }], null).total).toBe('0.00');
  });
});
