import type { Locale } from '../constants.js';
import { ar } from '../locales/ar.js';
import { en, type MessageCatalogue } from '../locales/en.js';
import { ownValue } from '../own.js';

export const messageCatalogues: Record<Locale, MessageCatalogue> = { en, ar };

export type MessageParams = Record<string, string | number>;

/**
 * Looks up `namespace.key` (e.g. `validation.required`) in the shared catalogue and fills
 * `{{param}}` placeholders. Unknown keys come back as given, so a missing entry shows up
 * plainly instead of as an empty string.
 */
export function translateMessage(locale: Locale, key: string, params: MessageParams = {}): string {
  const dot = key.indexOf('.');
  const catalogue = messageCatalogues[locale] as unknown as Record<string, Record<string, string>>;
  const entries = ownValue(catalogue, key.slice(0, dot));
  const template = entries && ownValue(entries, key.slice(dot + 1));
  if (template === undefined) return key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(ownValue(params, name) ?? ''));
}

/** The label of a field path (`name.en`), falling back to its last segment, then "This field". */
export function fieldLabel(locale: Locale, path: string): string {
  const fields = messageCatalogues[locale].fields as Record<string, string>;
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? '';
  return ownValue(fields, path) ?? ownValue(fields, last) ?? fields.field ?? path;
}
