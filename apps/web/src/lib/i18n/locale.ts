import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALES,
  directionOf,
  isLocale,
  type Locale,
} from '@matjar/shared';
import { cookieText } from '../cookie';

/** The URL prefix that pins a locale (`/ar/dashboard/…`), or '' when the cookie decides. */
export type LocalePrefix = '' | `/${Locale}`;

const PREFIX_PATTERN = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`);

export function prefixOf(pathname: string): LocalePrefix {
  const match = PREFIX_PATTERN.exec(pathname);
  return match ? (`/${match[1]}` as LocalePrefix) : '';
}

export function readLocaleCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** Spec §1: the URL prefix wins, then the `locale` cookie, then English. */
export function detectLocale(pathname: string, cookieHeader: string): { locale: Locale; prefix: LocalePrefix } {
  const prefix = prefixOf(pathname);
  const fromPrefix = prefix.slice(1);
  if (isLocale(fromPrefix)) return { locale: fromPrefix, prefix };
  return { locale: readLocaleCookie(cookieHeader) ?? DEFAULT_LOCALE, prefix };
}

export function localeCookie(locale: Locale): string {
  return cookieText(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS * 24 * 60 * 60);
}

/** The same address under the other locale's prefix (`/ar/dashboard/units` → `/en/dashboard/units`). */
export function swapPrefix(pathname: string, locale: Locale): string {
  return `/${locale}${pathname.replace(PREFIX_PATTERN, '')}`;
}

/** Mantine's DirectionProvider does not touch `<html>`, and screen readers need `lang`. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
