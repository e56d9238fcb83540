import { DEFAULT_LOCALE, isLocale, isolate, type Locale, type MessageCatalogue } from '@matjar/shared';
import { afterChunkFailure } from '../chunk-reload';
import { nextTask } from '../next-task';
import { Translator, type Catalogue } from './translator';

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

function importCatalogue(language: string, namespace: string): Promise<Catalogue> | undefined {
  if (isShared(namespace)) {
    return sharedFiles[`./shared-catalogues/${language}.ts`]?.().then((catalogue) => catalogue[namespace]);
  }
  return catalogueFiles[`../../locales/${language}/${namespace}.json`]?.();
}

/**
 * A catalogue's chunk that fails to load is handled as a screen's code is (`afterChunkFailure`):
 * offline, the screen's catalogues stand empty while its code says it was not kept, and the
 * page reloads once the connection is back.
 */
function loadCatalogue(language: string, namespace: string): Promise<Catalogue> | undefined {
  return importCatalogue(language, namespace)?.catch((error: unknown) => afterChunkFailure<Catalogue>(error, () => ({})));
}

/**
 * Starts fetching catalogues before the translator asks for them (at a signed-in start, with
 * the screen's code): the bundler's import is made once, so the translator's later read finds them
 * loaded or in flight. Each import costs the main thread 5-10 ms on a first visit: one a task.
 */
export async function preloadCatalogues(language: Locale, namespaces: readonly string[]): Promise<void> {
  for (const namespace of new Set(namespaces)) {
    await nextTask();
    void importCatalogue(language, namespace)?.catch(() => undefined);
  }
}

export const i18n = new Translator({
  load: loadCatalogue,
  // `{{name, isolate}}`: a name people typed, set apart from the sentence around it by the
  // same helper as the server's messages, so a Latin name in an Arabic toast keeps its order.
  formats: { isolate: (value) => isolate(String(value)) },
});

/** Starts in `locale` with the catalogue every screen uses. */
export async function initI18n(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces('common');
}

export function activeLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
