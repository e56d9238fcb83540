import type { Locale } from '@matjar/shared';

type Place = { name: { en: string; ar: string } };

/** What the order and the customer's addresses have in common. */
export interface AddressParts {
  line1: string;
  zip_code: string | null;
  city: Place;
  governorate: Place;
  country: Place;
}

/** An address as lines to show or print: the street, then city, governorate, country and zip code. */
export function addressLines(address: AddressParts, locale: Locale): string[] {
  const place = [address.city.name[locale], address.governorate.name[locale], address.country.name[locale], address.zip_code];
  return [address.line1, place.filter(Boolean).join(locale === 'ar' ? '، ' : ', ')];
}
