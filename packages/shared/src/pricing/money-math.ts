/**
 * Integer arithmetic for prices. The one rounding rule of pricing: a computed amount
 * (a percentage of an amount, a share of a discount, a tax) is rounded half up to the
 * stored unit, the thousandth (docs/orders.md "Money"). BigInt keeps a product such as
 * 999,999,999,990 × 10,000 exact, past JavaScript's safe integers.
 */

/** round(amount × numerator / denominator), half up; all three non-negative integers. */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((product * 2n + d) / (d * 2n));
}

/** A percentage (in hundredths of a percent: 1450 = 14.5 %) of an amount, rounded half up. */
export const percentOf = (amount: number, rate: number) => mulDivRound(amount, rate, 10_000);

/**
 * Splits `total` over `weights` in proportion, exactly: each share is the floor of its
 * proportion, and the units left go one each to the largest remainders (ties to the
 * earlier weight). Shares sum to `total`; with `total` ≤ Σ weights none exceeds its weight.
 */
export function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight, index) => {
    const scaled = big * BigInt(weight);
    return { index, share: Number(scaled / bigSum), remainder: scaled % bigSum };
  });
  let left = total - parts.reduce((a, p) => a + p.share, 0);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}
