import { DEFAULT_LOCALE, LOCALES, isLocale, messageCatalogues, type Locale } from '@matjar/shared';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues are JSON files per language and namespace (`locales/ar/units.json`). Each
 * one is its own chunk, fetched when a route first needs it, so the sign-in page does not
 * carry the strings of every feature. The shared messages (errors, validation, field
 * labels) are bundled: every screen may show them.
 */
const catalogueFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  import: 'default',
});

const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = catalogueFiles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

export async function initI18n(locale: Locale): Promise<void> {
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: [...LOCALES],
      // Every catalogue has every key (a test checks it), so no fallback language is fetched.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: {
        en: { ...messageCatalogues.en },
        ar: { ...messageCatalogues.ar },
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export function activeLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
