import { directionOf, type Locale } from '@matjar/shared';
import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { activeLocale, i18n } from './i18n';
import { applyDocumentLocale, localeCookie, prefixOf, swapPrefix } from './locale';

/**
 * The active language and a way to change it. Without a prefix in the URL the switch
 * happens in place (the cookie remembers it); with `/ar` or `/en` in the URL the prefix
 * is what pins the language, so the switch moves to the other prefix.
 */
export function useLocale() {
  // Subscribes the caller to language changes.
  useTranslation();
  const locale = activeLocale();

  const setLocale = useCallback((next: Locale) => {
    document.cookie = localeCookie(next);
    const { pathname, search, hash } = window.location;
    if (prefixOf(pathname)) {
      window.location.assign(`${swapPrefix(pathname, next)}${search}${hash}`);
      return;
    }
    // The translator fetches the new language's catalogues first, so the screen turns over in one step.
    void i18n.changeLanguage(next, () => applyDocumentLocale(next));
  }, []);

  return { locale, dir: directionOf(locale), setLocale };
}
