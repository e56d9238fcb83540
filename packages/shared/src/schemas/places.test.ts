import { describe, expect, it } from 'vitest';
import { rateToStored, storedToRate } from './currencies.js';
import { cityInput, countryInput, governorateInput } from './places.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const name = { en: 'Cairo', ar: 'القاهرة' };

describe('places schemas', () => {
  it('take ISO country codes only, upper-cased', () => {
    expect(countryInput.parse({ name, code: ' eg ' }).code).toBe('EG');
    for (const code of ['ZZ', 'XA', 'EGY', '1A']) expect(messagesOf(countryInput.safeParse({ name, code })), code).toEqual({ code: 'validation.country_code' });
  });

  it('require a governorate fee that is a number ≥ 0 with at most two decimals', () => {
    expect(governorateInput.parse({ name, shipment_fees: 12.5 }).shipment_fees).toBe('12.5');
    expect(messagesOf(governorateInput.safeParse({ name, shipment_fees: 'ten' }))).toEqual({ shipment_fees: 'validation.must_be_number' });
    expect(messagesOf(governorateInput.safeParse({ name, shipment_fees: '-1' }))).toEqual({ shipment_fees: 'validation.not_negative' });
    expect(messagesOf(governorateInput.safeParse({ name, shipment_fees: '1.005' }))).toEqual({ shipment_fees: 'validation.money' });
    expect(messagesOf(governorateInput.safeParse({ name, shipment_fees: ' ' }))).toEqual({ shipment_fees: 'validation.required' });
  });

  it('let a city leave its fee empty', () => {
    expect(cityInput.parse({ name, shipment_fees: '' }).shipment_fees).toBeNull();
    expect(cityInput.parse({ name }).shipment_fees).toBeUndefined();
  });
});

describe('exchange rates', () => {
  it('round-trip exactly through whole millionths', () => {
    for (const [text, stored] of [['1', 1_000_000], ['0.0205', 20_500], ['48.123456', 48_123_456]] as const) {
      expect(rateToStored(text)).toBe(stored);
      expect(storedToRate(stored)).toBe(text);
    }
  });
});
