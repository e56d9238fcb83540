import { describe, expect, it } from 'vitest';
import { MONEY_PATTERN, moneyToStored, percentToStored, storedToMoney, storedToPercent } from './money.js';

describe('money', () => {
  it('stores decimal text as integer thousandths and back, exactly', () => {
    expect(moneyToStored('12.5')).toBe(12_500);
    expect(moneyToStored('0.01')).toBe(10);
    expect(moneyToStored('999999999.99')).toBe(999_999_999_990);
    expect(storedToMoney(12_500)).toBe('12.50');
    expect(storedToMoney(10)).toBe('0.01');
    expect(storedToMoney(0)).toBe('0.00');
    expect(storedToMoney(999_999_999_990)).toBe('999999999.99');
    // Three decimals for currencies that have them (LYD).
    expect(storedToMoney(12_345, 3)).toBe('12.345');
    // 0.1 + 0.2 is no trap for integers.
    expect(storedToMoney(moneyToStored('0.1') + moneyToStored('0.2'))).toBe('0.30');
  });

  it('accepts amounts with up to two decimals only', () => {
    for (const ok of ['0', '12', '12.5', '12.50', '999999999.99']) expect(MONEY_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['', '-1', '1.234', '1,5', '1e3', '.5', '1000000000', 'abc']) expect(MONEY_PATTERN.test(bad), bad).toBe(false);
  });

  it('stores percentages in hundredths', () => {
    expect(percentToStored('14')).toBe(1400);
    expect(percentToStored('14.5')).toBe(1450);
    expect(storedToPercent(1450)).toBe('14.50');
    expect(storedToPercent(5)).toBe('0.05');
  });
});
