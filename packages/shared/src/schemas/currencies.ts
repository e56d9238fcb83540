import { z } from 'zod';
import { bilingualName, bilingualOut, listQuery, timestampsOut } from './common.js';
import { flagField, requiredChoice } from './form-fields.js';

/** The currencies of spec §3 and §9, with the decimals each one's amounts carry (LYD: three). */
export const CURRENCY_CODES = ['EGP', 'SAR', 'AED', 'QAR', 'LYD', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const CURRENCY_DECIMALS: Record<CurrencyCode, number> = { EGP: 2, SAR: 2, AED: 2, QAR: 2, LYD: 3, USD: 2 };

/** Exchange rates are exact decimals with up to six decimals, stored as whole millionths. */
export const EXCHANGE_RATE_DECIMALS = 6;
export const EXCHANGE_RATE_PATTERN = new RegExp(`^\\d{1,9}(\\.\\d{1,${EXCHANGE_RATE_DECIMALS}})?$`);

/** "0.0205" → 20500 millionths. The text must match EXCHANGE_RATE_PATTERN. */
export function rateToStored(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 10 ** EXCHANGE_RATE_DECIMALS + Number(fraction.padEnd(EXCHANGE_RATE_DECIMALS, '0'));
}

/** 20500 → "0.0205": exact, without trailing zeros. */
export function storedToRate(stored: number): string {
  const whole = Math.trunc(stored / 10 ** EXCHANGE_RATE_DECIMALS);
  const fraction = String(stored % 10 ** EXCHANGE_RATE_DECIMALS).padStart(EXCHANGE_RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export const currencyCodeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
  requiredChoice(CURRENCY_CODES),
);

/** How many units of this currency one unit of the local currency buys: positive, up to six decimals. */
export const exchangeRateField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() || undefined : value),
  z
    .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.must_be_number') })
    .superRefine((text, ctx) => {
      if (!/^-?\d+(\.\d+)?$/.test(text)) ctx.addIssue({ code: 'custom', message: 'validation.must_be_number' });
      else if (!EXCHANGE_RATE_PATTERN.test(text) || rateToStored(text) === 0) {
        ctx.addIssue({ code: 'custom', message: text.startsWith('-') || /^[0.]+$/.test(text) ? 'validation.must_be_positive' : 'validation.exchange_rate' });
      }
    }),
);

export const currencyInput = z.object({
  name: bilingualName(100),
  code: currencyCodeField,
  exchange_rate: exchangeRateField,
  is_local: flagField.default(false),
  is_online: flagField.default(false),
});
export type CurrencyInput = z.infer<typeof currencyInput>;

/** PATCH changes only the fields sent (a list toggle sends `{ is_local: true }` alone). */
export const currencyUpdateInput = z.object({
  name: bilingualName(100),
  code: currencyCodeField,
  exchange_rate: exchangeRateField,
  is_local: flagField,
  is_online: flagField,
}).partial();
export type CurrencyUpdateInput = z.infer<typeof currencyUpdateInput>;

export const currencyListQuery = listQuery.extend({ is_online: flagField.optional() });
export type CurrencyListQuery = z.infer<typeof currencyListQuery>;

export const currencyOut = z.object({
  id: z.number(),
  name: bilingualOut,
  code: z.enum(CURRENCY_CODES),
  /** Decimals of this currency's amounts (LYD 3, the others 2). */
  decimals: z.number(),
  exchange_rate: z.string(),
  is_local: z.boolean(),
  is_online: z.boolean(),
  ...timestampsOut,
});
export type Currency = z.infer<typeof currencyOut>;

