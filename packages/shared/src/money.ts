/**
 * Money is never a float. Amounts are stored as integers in thousandths of the currency
 * unit (every currency of the spec fits: LYD has three decimals) and travel as decimal
 * strings with the store currency's own decimals (EGP, the local currency: two).
 */
export const MONEY_STORAGE_DECIMALS = 3;
export const MONEY_DECIMALS = 2;
/** Up to nine whole digits: 999,999,999.99 fits a JavaScript integer exactly. */
export const MONEY_PATTERN = new RegExp(`^\\d{1,9}(\\.\\d{1,${MONEY_DECIMALS}})?$`);

const storageFactor = 10 ** MONEY_STORAGE_DECIMALS;

/**
 * The largest amount, stored: 999,999,999.99, what MONEY_PATTERN admits. Amounts computed
 * from others (a line's or an order's total) may not exceed it either, so every sum stays
 * an exact integer in JavaScript and in both databases.
 */
export const MONEY_MAX_STORED = 999_999_999_990;

/** "12.5" → 12500 (stored thousandths). The text must already match MONEY_PATTERN. */
export function moneyToStored(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * storageFactor + Number(fraction.padEnd(MONEY_STORAGE_DECIMALS, '0'));
}

/** 12500 → "12.50": integer arithmetic only, rounding half up to the shown decimals. */
export function storedToMoney(stored: number, decimals = MONEY_DECIMALS): string {
  const step = 10 ** (MONEY_STORAGE_DECIMALS - decimals);
  const rounded = Math.round(stored / step);
  const sign = rounded < 0 ? '-' : '';
  const digits = String(Math.abs(rounded)).padStart(decimals + 1, '0');
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Percentages (tax) are stored in hundredths of a percent: "14.5" → 1450. */
export const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
export const percentToStored = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
export const storedToPercent = (stored: number) => `${Math.trunc(stored / 100)}.${String(stored % 100).padStart(2, '0')}`;
