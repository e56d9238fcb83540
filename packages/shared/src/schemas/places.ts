import { z } from 'zod';
import { MONEY_PATTERN } from '../money.js';
import { bilingualName, bilingualOut, timestampsOut } from './common.js';
import { idQuery, requiredId } from './form-fields.js';

/**
 * Countries, their governorates and the governorates' cities. A governorate's shipping fee
 * is required; a city's is optional and, when set, overrides its governorate's. Fees are
 * in the local currency, exact decimals on the wire ("25.00").
 */

const blankTo = <T>(empty: T) => (value: unknown) => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? empty : text;
};

/** "Shipping fees must be a number" (spec §5) for anything that is not one; then ≥ 0 and at most two decimals. */
const feeText = z
  .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.must_be_number') })
  .superRefine((text, ctx) => {
    if (!/^-?\d+(\.\d+)?$/.test(text)) ctx.addIssue({ code: 'custom', message: 'validation.must_be_number' });
    else if (text.startsWith('-')) ctx.addIssue({ code: 'custom', message: 'validation.not_negative' });
    else if (!MONEY_PATTERN.test(text)) ctx.addIssue({ code: 'custom', message: 'validation.money' });
  });

/** A governorate's fee: required. */
export const shipmentFeesField = z.preprocess(blankTo(undefined), feeText);

/** A city's own fee: empty or null means "use the governorate's". */
export const optionalShipmentFeesField = z.preprocess(blankTo(null), feeText.nullable()).optional();

// ISO 3166 leaves these codes to private use; they name no country.
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** An ISO 3166-1 alpha-2 code that names a real region, e.g. "EG". Stored upper-case. */
export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !USER_ASSIGNED.test(code) && regionNames.of(code) !== undefined;

export const countryCodeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z
    .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
    .min(1, { error: 'validation.required', abort: true })
    .refine(isCountryCode, 'validation.country_code'),
);

export const countryInput = z.object({ name: bilingualName(100), code: countryCodeField });
export type CountryInput = z.infer<typeof countryInput>;

export const governorateInput = z.object({ name: bilingualName(100), shipment_fees: shipmentFeesField });
export type GovernorateInput = z.infer<typeof governorateInput>;

export const cityInput = z.object({ name: bilingualName(100), shipment_fees: optionalShipmentFeesField });
export type CityInput = z.infer<typeof cityInput>;

/** Path parameters of the nested routes: a child is found only under its own parents. */
export const countryParam = z.object({ countryId: requiredId });
export const countryChildParam = countryParam.extend({ id: requiredId });
export const governorateParam = countryParam.extend({ governorateId: requiredId });
export const governorateChildParam = governorateParam.extend({ id: requiredId });

export const countryOut = z.object({
  id: z.number(),
  name: bilingualOut,
  code: z.string(),
  governorates_count: z.number(),
  ...timestampsOut,
});
export type Country = z.infer<typeof countryOut>;

export const governorateOut = z.object({
  id: z.number(),
  country_id: z.number(),
  name: bilingualOut,
  shipment_fees: z.string(),
  cities_count: z.number(),
  ...timestampsOut,
});
export type Governorate = z.infer<typeof governorateOut>;

/** A city's fees, on its own page and in the shipping regions. */
const cityFeesOut = {
  /** The city's own fee, or null when its governorate's applies. */
  shipment_fees: z.string().nullable(),
  /** The fee that applies: the city's own, else its governorate's. */
  effective_shipment_fees: z.string(),
};

export const cityOut = z.object({
  id: z.number(),
  country_id: z.number(),
  governorate_id: z.number(),
  name: bilingualOut,
  ...cityFeesOut,
  ...timestampsOut,
});
export type City = z.infer<typeof cityOut>;

/** `GET /api/dashboard/regions`: every shipping region, country → governorate → city, with the fee that applies. */
export const regionCityOut = z.object({
  id: z.number(),
  name: bilingualOut,
  ...cityFeesOut,
});
export const regionGovernorateOut = z.object({
  id: z.number(),
  name: bilingualOut,
  shipment_fees: z.string(),
  cities: z.array(regionCityOut),
});
export const regionCountryOut = z.object({
  id: z.number(),
  name: bilingualOut,
  code: z.string(),
  governorates: z.array(regionGovernorateOut),
});
export type RegionCountry = z.infer<typeof regionCountryOut>;
export const regionsQuery = z.object({ country_id: idQuery });
