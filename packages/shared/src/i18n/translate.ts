import type { Locale } from '../constants.js';
import { ar } from '../locales/ar.js';
import { en, type MessageCatalogue } from '../locales/en.js';
import { ownValue } from '../own.js';
import { fieldContext } from './field-context.js';
import { fillPlaceholders } from './placeholders.js';

export const messageCatalogues: Record<Locale, MessageCatalogue> = { en, ar };

export type MessageParams = Record<string, string | number | undefined>;

/**
 * Looks up `namespace.key` (e.g. `validation.required`) in the shared catalogue and fills
 * `{{param}}` placeholders. Unknown keys come back as given, so a missing entry shows up
 * plainly instead of as an empty string. A `context` param picks a variant as i18next does:
 * `required` with context 'female' reads `required_female` where the language has one.
 */
export function translateMessage(locale: Locale, key: string, params: MessageParams = {}): string {
  const dot = key.indexOf('.');
  const catalogue = messageCatalogues[locale] as unknown as Record<string, Record<string, string>>;
  const entries = ownValue(catalogue, key.slice(0, dot));
  const name = key.slice(dot + 1);
  const variant = entries && params.context ? ownValue(entries, `${name}_${params.context}`) : undefined;
  const template = variant ?? (entries && ownValue(entries, name));
  if (template === undefined) return key;
  return fillPlaceholders(template, params);
}

/** The label of a field path (`name.en`), falling back to its last segment, then "This field". */
export function fieldLabel(locale: Locale, path: string): string {
  const fields = messageCatalogues[locale].fields as Record<string, string>;
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? '';
  return ownValue(fields, path) ?? ownValue(fields, last) ?? fields.field ?? path;
}

/** A message about the field at `path`: its label in `{{field}}`, worded to agree with the label's gender. */
export function fieldMessage(locale: Locale, key: string, path: string, params: MessageParams = {}): string {
  return translateMessage(locale, key, { ...params, field: fieldLabel(locale, path), context: fieldContext(locale, path) });
}
