import { describe, expect, it } from 'vitest';
import { addressInput, customerCodeOf, nationalDigitsOf, normalizePhone } from './customers.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('phones', () => {
  it('reads numbers of the store countries in any usual spelling, as E.164', () => {
    expect(normalizePhone('010 1234 5678')).toBe('+201012345678');
    expect(normalizePhone('٠١٠١٢٣٤٥٦٧٨')).toBe('+201012345678');
    expect(normalizePhone('00966 50 123 4567')).toBe('+966501234567');
    expect(normalizePhone('+971 50 123 4567')).toBe('+971501234567');
    expect(normalizePhone('+974 5512 3456')).toBe('+97455123456');
    expect(normalizePhone('+218 91 234 5678')).toBe('+218912345678');
  });

  it('refuses numbers that are invalid or of other countries', () => {
    for (const text of ['', '123', '+12025550123', '+44 20 7946 0958', '+9745512345', 'call me']) expect(normalizePhone(text), text).toBeNull();
  });

  it('gives the national digits staff type, and codes from ids', () => {
    expect(nationalDigitsOf('+201012345678')).toBe('01012345678');
    expect(customerCodeOf(123)).toBe('C-000123');
  });
});

describe('address schema', () => {
  const address = { title: 'Home', receiver_name: 'Ali', mobile: '01012345678', country_id: '1', governorate_id: 2, city_id: 3, line1: 'x' };

  it('needs a map marker, and a sane one', () => {
    expect(messagesOf(addressInput.safeParse(address))).toEqual({ location: 'validation.map_marker_required' });
    expect(messagesOf(addressInput.safeParse({ ...address, location: { lat: '', lng: null } }))).toEqual({ location: 'validation.map_marker_required' });
    expect(messagesOf(addressInput.safeParse({ ...address, location: { lat: 30, lng: 181 } }))).toEqual({ 'location.lng': 'validation.map_invalid' });
    expect(messagesOf(addressInput.safeParse({ ...address, location: [30, 31] }))).toEqual({ location: 'validation.map_invalid' });
  });

  it('takes form text for numbers and empty optional fields as none', () => {
    expect(addressInput.parse({ ...address, extra_phone: '', zip_code: ' ', location: { lat: '30.05', lng: '31.2' } })).toMatchObject({
      mobile: '+201012345678', extra_phone: null, zip_code: null, country_id: 1, location: { lat: 30.05, lng: 31.2 },
    });
  });
});
