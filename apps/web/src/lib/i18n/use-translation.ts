import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction } from './translator';

/**
 * A component's `t` for its namespaces (the first is where keys without `ns:` are looked
 * up). It suspends until their catalogues are loaded and renders again when the language
 * changes.
 */
export function useTranslation(namespaces: string | readonly string[] = 'common', options: { keyPrefix?: string } = {}) {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  if (!i18n.hasLoaded(list)) use(i18n.loadNamespaces(list));
  const [namespace] = list;
  const { keyPrefix } = options;
  // A new `t` per language: components that memoise on `t` translate again.
  const t: TFunction = useMemo(() => i18n.fixedT(namespace, keyPrefix, language), [namespace, keyPrefix, language]);
  return { t, i18n };
}
