import { type City, type Country, type Governorate, storedToMoney } from '@matjar/shared';
import type { CityRow, CountryRow, GovernorateRow } from './places.repository.js';

/** Rows as the API shows them (and the history keeps them). */

export const toCountry = (row: CountryRow): Country => ({
  id: Number(row.id),
  name: { en: row.name_en, ar: row.name_ar },
  code: row.code,
  governorates_count: Number(row.governorates_count ?? 0),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toGovernorate = (row: GovernorateRow): Governorate => ({
  id: Number(row.id),
  country_id: Number(row.country_id),
  name: { en: row.name_en, ar: row.name_ar },
  shipment_fees: feeOf(row.shipment_fees),
  cities_count: Number(row.cities_count ?? 0),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toCity = (row: CityRow): City => ({
  id: Number(row.id),
  country_id: Number(row.country_id),
  governorate_id: Number(row.governorate_id),
  name: { en: row.name_en, ar: row.name_ar },
  shipment_fees: ownFeeOf(row.shipment_fees),
  effective_shipment_fees: feeOf(row.effective_fees),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** A fee as stored (thousandths; PostgreSQL's bigint may come as text) → "25.00". */
export const feeOf = (stored: number | string) => storedToMoney(Number(stored));
/** A city's own fee, or null when its governorate's applies. */
export const ownFeeOf = (stored: number | string | null) => (stored === null ? null : feeOf(stored));
