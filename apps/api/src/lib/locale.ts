import { parseCookie } from 'cookie';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, isLocale } from '@matjar/shared';

/** The language of a request: `Accept-Language` first, then the `locale` cookie. */
export function localeOf(headers: Record<string, string | string[] | undefined>): Locale {
  const accept = String(headers['accept-language'] ?? '');
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  // The cookie library tolerates malformed escapes and builds a null-prototype object.
  const cookie = parseCookie(String(headers.cookie ?? ''))[LOCALE_COOKIE];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
