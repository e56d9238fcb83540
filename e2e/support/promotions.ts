import type { ProductSummary } from '@matjar/shared';
import { expect, type APIRequestContext } from '@playwright/test';

/** Products without variants, in stock and not archived: the ones a test may put in an offer or an order. */
export async function plainProducts(request: APIRequestContext, token: string, count: number): Promise<ProductSummary[]> {
  const response = await request.get('/api/dashboard/products', { headers: { Authorization: `Bearer ${token}` }, params: { perPage: 100, sort: '-quantity' } });
  expect(response.status(), await response.text()).toBe(200);
  const rows = ((await response.json()) as { data: ProductSummary[] }).data.filter((row) => row.variants_count === 0 && row.quantity >= 10 && !row.is_archived);
  expect(rows.length).toBeGreaterThanOrEqual(count);
  return rows.slice(0, count);
}

/** The day `days` from today (in UTC), `YYYY-MM-DD`. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A run of days no other test's offer uses (offers on the same item may not overlap): far
 * ahead, 25 days further for every second of the clock, so runs a second apart never meet.
 * `YYYY-MM-DD`; `length` under 25.
 */
export function daysAhead(length: number, after = 0): { start: string; end: string } {
  const first = Date.now() + (3_000 + (Math.floor(Date.now() / 1000) % 20_000) * 25) * 86_400_000;
  const at = (offset: number) => new Date(first + offset * 86_400_000).toISOString().slice(0, 10);
  return { start: at(after), end: at(after + length) };
}
