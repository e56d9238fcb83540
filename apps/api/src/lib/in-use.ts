import { type Locale, orderNumberLabel } from '@matjar/shared';
import { conflict } from './errors.js';

/** A bilingual row's name in the request's language. */
export const nameIn = (locale: Locale, row: { name_en: string; name_ar: string }) => (locale === 'ar' ? row.name_ar : row.name_en);

/** Names joined as a reader of the language expects; `more` adds an ellipsis. */
export function listNames(locale: Locale, names: string[], more = false): string {
  const joined = names.join(locale === 'ar' ? '، ' : ', ');
  return more ? `${joined}…` : joined;
}

/** Which rows something still uses, and a few of what uses them: what a 409 names. */
export interface Usage {
  /** The message; its `names` are the rows in use, its `items` (or `itemsParam`) the few users. */
  key: string;
  usedIds: Set<number>;
  /** A few of what uses them, named in the request's language. */
  items: string[];
  /** There are more than `items` shows. */
  more: boolean;
  itemsParam?: string;
}

/** How many orders a 409 names before "…". */
export const ORDERS_NAMED = 5;

/** Rows that orders carry, naming a few of the orders (`numbers`: up to ORDERS_NAMED + 1 of them, to tell there are more). */
export const usedByOrders = (key: string, usedIds: Set<number>, numbers: (number | null)[]): Usage => ({
  key,
  usedIds,
  items: numbers.slice(0, ORDERS_NAMED).flatMap((number) => (number === null ? [] : [orderNumberLabel(number)])),
  more: numbers.length > ORDERS_NAMED,
});

/**
 * Refuses (409) to delete rows still in use, naming them and a few of their users in the
 * request's language; nothing is deleted. No usage, or none of the rows used: nothing to refuse.
 */
export function refuseInUse<Row extends { id: number | string }>(
  usage: Usage | undefined,
  rows: Row[],
  locale: Locale,
  nameOf: (row: Row, locale: Locale) => string,
): void {
  if (!usage || usage.usedIds.size === 0) return;
  throw conflict(usage.key, {
    names: listNames(locale, rows.filter((row) => usage.usedIds.has(Number(row.id))).map((row) => nameOf(row, locale))),
    [usage.itemsParam ?? 'items']: listNames(locale, usage.items, usage.more),
  });
}

/** `nameOf` for rows named in both languages. */
export const bilingualName = (row: { name_en: string; name_ar: string }, locale: Locale) => nameIn(locale, row);
