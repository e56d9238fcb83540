import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's starting values read from its shared Zod schema, so a form names only what a
 * schema cannot know (a picker's record, a switch that starts on).
 *
 * Each field starts as what the form holds before anything is typed or chosen: a text `''`,
 * a number, id or choice `null` (the schemas call both "required"), a flag `false`, a list
 * `[]`, a nested object field by field, and a `.default(…)` its default. A file starts
 * undefined: left so, the stored one stays.
 */

type Def = { type: string } & Record<string, unknown>;
type Schema = z.core.$ZodType;

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** The schema a field's value is checked by once the wrappers are off: a preprocess's target, an optional's inner schema. */
function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return unwrap(def.innerType as Schema);
    case 'pipe': {
      // `z.preprocess(fn, target)` is a pipe from a transform into the target; `x.transform(fn)` one from x.
      const from = def.in as Schema;
      return unwrap(defOf(from).type === 'transform' ? (def.out as Schema) : from);
    }
    default:
      return schema;
  }
}

/** What a form holds for a field of this schema before anything is entered. */
function emptyValue(schema: Schema): unknown {
  const def = defOf(schema);
  if (def.type === 'default' || def.type === 'prefault') return def.defaultValue;
  const inner = unwrap(schema);
  if (inner !== schema) return emptyValue(inner);
  switch (def.type) {
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>)
          .map(([key, field]) => [key, emptyValue(field)] as const)
          .filter(([, value]) => value !== undefined),
      );
    case 'number':
    case 'int':
    case 'enum':
    case 'literal':
      return null;
    default:
      // A file (`z.custom`), a union: left undefined, for the form to say.
      return undefined;
  }
}

/**
 * The schema's empty values with the record's own over them (key by key, the record's
 * other keys ignored), then the form's `overrides`. A record's `null` shows as the field's
 * empty value (`''` in a text field), as the field would start.
 */
export function schemaValues<Values extends FieldValues>(
  schema: z.core.$ZodObject,
  record?: object | null,
  overrides: DefaultValues<Values> = {} as DefaultValues<Values>,
): DefaultValues<Values> {
  const empty = emptyValue(schema) as Record<string, unknown>;
  const stored = (record ?? {}) as Record<string, unknown>;
  const merged = Object.fromEntries(
    Object.entries(empty).map(([key, value]) => {
      const own = stored[key];
      return [key, own === undefined || own === null ? value : own];
    }),
  );
  return { ...merged, ...overrides } as DefaultValues<Values>;
}

/** A text field's length limit as the schema states it (`name.en`), for the "at most N" message. */
export function maxLengthOf(schema: z.core.$ZodObject, path: string): number | undefined {
  let field: Schema | undefined = schema;
  for (const key of path.split('.')) {
    const object: Schema | undefined = field && unwrap(field);
    field = object && defOf(object).type === 'object' ? (defOf(object).shape as Record<string, Schema>)[key] : undefined;
  }
  const text = field && unwrap(field);
  return (text as { maxLength?: number | null } | undefined)?.maxLength ?? undefined;
}

/**
 * `zodResolver(schema)` for a form whose fields hold `Values` (the form's `useForm<Values,
 * unknown, Output>` gives both): the save gets the schema's output, checked against it here.
 *
 * The one widening of the kit, instead of one per form: react-hook-form's `Resolver` is
 * invariant in the values type, and a shared schema's input is `unknown` wherever it
 * preprocesses (text into a number, a blank into null), so no form's values type is its
 * input type. The schema parses whatever the form holds, and says what is wrong with it.
 */
export function schemaResolver<Values extends FieldValues, Output>(schema: z.ZodType<Output, FieldValues>): Resolver<Values, unknown, Output> {
  return zodResolver(schema) as Resolver<Values, unknown, Output>;
}
