import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@matjar/shared';

/** The home's and the reports' catalogues as the app ships them, read from the web app's own files. */
const catalogue = (locale: Locale, namespace: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../apps/web/src/locales/${locale}/${namespace}.json`), 'utf8')) as Record<string, any>;

export const reportTexts = (locale: Locale) => ({ home: catalogue(locale, 'home'), reports: catalogue(locale, 'reports'), table: catalogue(locale, 'table') });

/** Each report of the sidebar's Reports group: its path segment and its catalogue key. */
export const REPORTS = [
  { kind: 'monthly-sales', name: 'monthlySales', chart: true },
  { kind: 'latest-orders', name: 'latestOrders', chart: false },
  { kind: 'most-sellers', name: 'mostSellers', chart: true },
  { kind: 'top-customer', name: 'topCustomers', chart: true },
  { kind: 'items-view', name: 'itemsView', chart: true },
  { kind: 'cart-items', name: 'cartItems', chart: true },
  { kind: 'under-demand-limit-items', name: 'underDemandLimit', chart: true },
] as const;

/** A CSV's rows as arrays of cells (quoted cells with commas, quotes and line breaks), the BOM dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endCell();
      rows.push(row);
      row = [];
    } else cell += char;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}
