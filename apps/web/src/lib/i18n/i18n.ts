import { DEFAULT_LOCALE, LOCALES, isLocale, isolate, type Locale, type MessageCatalogue } from '@matjar/shared';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { nextTask } from '../next-task';

/**
 * Catalogues are fetched per language and namespace when first needed, so the sign-in
 * page carries neither the other language nor the strings of every feature:
 * - the app's JSON files (`locales/ar/units.json` → namespace `units`);
 * - the messages shared with the API (`errors`, `validation`, `fields` from
 *   '@matjar/shared'), one chunk per language, loaded with the signed-in app (they grow
 *   with every resource; the sign-in page words its few messages itself).
 */
const catalogueFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });
const sharedFiles = import.meta.glob<MessageCatalogue>('./shared-catalogues/*.ts', { import: 'default' });

export const SHARED_NAMESPACES = ['errors', 'validation', 'fields'] as const;
const isShared = (namespace: string): namespace is (typeof SHARED_NAMESPACES)[number] =>
  (SHARED_NAMESPACES as readonly string[]).includes(namespace);

function loadCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> | undefined {
  if (isShared(namespace)) {
    return sharedFiles[`./shared-catalogues/${language}.ts`]?.().then((catalogue) => catalogue[namespace]);
  }
  return catalogueFiles[`../../locales/${language}/${namespace}.json`]?.();
}

/**
 * Starts fetching catalogues before i18next asks for them (at a signed-in start, with the
 * screen's code): the bundler's import is made once, so i18next's later read finds them
 * loaded or in flight. Each import costs the main thread 5-10 ms on a first visit: one a task.
 */
export async function preloadCatalogues(language: Locale, namespaces: readonly string[]): Promise<void> {
  for (const namespace of new Set(namespaces)) {
    await nextTask();
    void loadCatalogue(language, namespace)?.catch(() => undefined);
  }
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const loading = loadCatalogue(language, namespace);
    if (!loading) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    loading.then(
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
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  // `{{name, isolate}}`: a name people typed, set apart from the sentence around it by the
  // same helper as the server's messages, so a Latin name in an Arabic toast keeps its order.
  i18n.services.formatter?.add('isolate', (value) => isolate(String(value)));
}

export function activeLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
