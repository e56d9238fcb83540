import { MONEY_DECIMALS, MONEY_STORAGE_DECIMALS } from '../money.js';

/**
 * Integer arithmetic for prices. The one rounding rule of pricing: a computed amount (a
 * percentage of a price, a share of a coupon, a tax) is rounded half up to the currency's
 * minor unit, the cent (10 stored thousandths), which every price, fee and fixed discount
 * already is (MONEY_PATTERN); so every figure an order shows adds up as shown
 * (docs/orders.md "Money"). BigInt keeps a product such as 999,999,999,990 × 10,000 exact.
 */
export const MINOR_UNIT = 10 ** (MONEY_STORAGE_DECIMALS - MONEY_DECIMALS);

/** round(amount × numerator / denominator) to the minor unit, half up; non-negative integers. */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  const d = BigInt(denominator) * BigInt(MINOR_UNIT);
  return Number((BigInt(amount) * BigInt(numerator) * 2n + d) / (d * 2n)) * MINOR_UNIT;
}

/** A percentage (in hundredths of a percent: 1450 = 14.5 %) of an amount. */
export const percentOf = (amount: number, rate: number) => mulDivRound(amount, rate, 10_000);

/**
 * Splits `total` over `weights` in proportion, exactly, in minor units: each share is the
 * floor of its proportion, and the units left go one each to the largest remainders (ties
 * to the earlier weight). Shares sum to `total`; with `total` ≤ Σ weights and all of them
 * in whole minor units, none exceeds its weight.
 */
export function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const units = Math.floor(total / MINOR_UNIT);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight, index) => {
    const scaled = BigInt(units) * BigInt(weight);
    return { index, units: Number(scaled / bigSum), remainder: scaled % bigSum };
  });
  let left = units - parts.reduce((a, p) => a + p.units, 0);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left === 0) break;
    part.units += 1;
    left -= 1;
  }
  const shares = parts.map((p) => p.units * MINOR_UNIT);
  // A total that is not whole minor units (never from valid prices) keeps its odd part on the first share.
  shares[byRemainder[0]!.index]! += total - units * MINOR_UNIT;
  return shares;
}
