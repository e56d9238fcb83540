import { type Locale, messageCatalogues } from '@matjar/shared';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './schema-arbitraries.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every message template of a language, as a pattern (`{{names}}` matches anything). */
function templatesOf(locale: Locale): RegExp[] {
  const sections = messageCatalogues[locale] as unknown as Record<string, Record<string, unknown>>;
  return Object.values(sections)
    .flatMap((section) => Object.values(section))
    .filter((text): text is string => typeof text === 'string')
    // A template that is little but a placeholder would pass any text.
    .filter((text) => text.replace(/\{\{\w+\}\}/g, '').replace(/[\s\p{P}]/gu, '').length >= 3)
    .map((text) => new RegExp(`^${text.split(/\{\{\w+\}\}/).map(escape).join('[\\s\\S]*')}$`));
}

const templates: Record<Locale, RegExp[]> = { en: templatesOf('en'), ar: templatesOf('ar') };

/** Whether an error answer's message is one of the language's own messages: what "translated" means here. */
export function isTranslated(locale: Locale, message: unknown): boolean {
  return typeof message === 'string' && templates[locale].some((t) => t.test(message));
}

// OpenAPI 3.0's `nullable` is a keyword of Ajv's own; `upload` marks the forms plugin's files.
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats.default(ajv);
ajv.addKeyword({ keyword: 'upload' });
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * The generator writes a nullable enum as `{ nullable: true, enum: [...] }`, meaning "one
 * of these, or null"; Ajv reads the enum strictly, so null joins the list here.
 */
function withNullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableEnums);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullableEnums(value)]));
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

/** The ways an answer's body breaks its documented schema; empty when it matches. */
export function schemaErrors(schema: JsonSchema, body: unknown): string[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(withNullableEnums(schema) as object);
    compiled.set(schema, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}
