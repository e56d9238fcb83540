import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the API's documented requests use. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  default?: unknown;
  /** A multipart file field (plugins/forms.ts): nothing JSON can carry. */
  upload?: unknown;
}

/**
 * Text that has broken search, SQL and rendering elsewhere: FTS5 and tsquery operators,
 * LIKE wildcards, quotes, bidi controls, lone surrogates, NUL, prototype keys.
 */
export const hostileTexts = [
  '"', "'", '*', '%', '_', '\\', '%_%', 'NEAR(', 'NEAR(a b, 2)', 'OR', 'AND', 'NOT', 'a OR b', '"a" OR "b"', 'a*', '^a',
  'col:val', '-', '(', ')', '{}', '[', '\'; DROP TABLE users; --', '\u202Eevil\u202C', '\u200F', '\u2066x\u2069', '\u061C',
  '\uD800', '\uDC00x', 'a\uD83D', '\u0000', 'عسل طبيعى', 'ي ى', '٣٤', '__proto__', 'constructor', ' ', 'x\ny', '😀',
];

/** Ids known to exist, by what they name: `customer` → customers' ids. Filled by the fuzzer. */
export interface IdPools {
  /** By the field's noun (`customer_id` → `customer`), or a batch key (`units`). */
  byName: ReadonlyMap<string, readonly number[]>;
  any: readonly number[];
}

const nounOf = (field: string) => field.replace(/_ids?$/, '');
const isIdField = (field: string) => field === 'id' || /_ids?$/.test(field);

function idArbitrary(field: string, schema: JsonSchema, pools: IdPools) {
  const named = pools.byName.get(nounOf(field)) ?? pools.byName.get(field);
  const known = named?.length ? named : pools.any;
  const min = schema.minimum ?? 1;
  const max = schema.maximum ?? 2_147_483_647;
  return fc.oneof(
    { weight: 6, arbitrary: known.length ? fc.constantFrom(...known) : fc.integer({ min, max: Math.min(max, 100) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

function textArbitrary(field: string, schema: JsonSchema) {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, schema.maxLength ?? 300);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= max);
  const fit = (s: string) => (s.length > max ? s.slice(0, max) : s.padEnd(min, 'x'));
  const hinted = /email/.test(field)
    ? fc.emailAddress()
    : /phone|mobile/.test(field)
      ? fc.stringMatching(/^\+?[0-9]{7,14}$/)
      : /date|^from$|^to$/.test(field)
        ? fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
        : /password/.test(field)
          ? fc.constant('Str0ng-pass phrase!')
          : undefined;
  const generic = fc.oneof(
    fc.constantFrom(...hostileTexts),
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.array(fc.constantFrom(...hostileTexts, 'a', 'ب', ' ', '1'), { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
    fc.constantFrom('Fuzz', 'فحص', 'Name 1'),
  );
  return (hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: generic }) : generic).map(fit);
}

/** A value of the documented shape (the server may still refuse it on its own rules). */
export function validValue(schema: JsonSchema, pools: IdPools, field = ''): fc.Arbitrary<unknown> {
  const value = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.anyOf) return fc.oneof(...schema.anyOf.filter((s) => s.upload === undefined).map((s) => validValue(s, pools, field)));
    switch (schema.type) {
      case 'object':
        return objectOf(schema, pools);
      case 'array': {
        const min = schema.minItems ?? 0;
        return fc.array(validValue(schema.items ?? {}, pools, field), { minLength: min, maxLength: Math.min(schema.maxItems ?? 5, min + 4) });
      }
      case 'integer':
        if (isIdField(field) || (schema.minimum === 1 && schema.maximum === 2_147_483_647)) return idArbitrary(field, schema, pools);
        return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'string':
        return textArbitrary(field, schema);
      default:
        return fc.constant(undefined);
    }
  })();
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

function objectOf(schema: JsonSchema, pools: IdPools): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).filter(([, s]) => s.upload === undefined);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of entries) {
    const value = validValue(property, pools, name);
    record[name] = required.has(name) ? value : fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });
  }
  return fc.record(record).map((value) => {
    for (const name of Object.keys(value)) if (value[name] === undefined) delete value[name];
    return value;
  });
}

/** One way to make a valid request invalid, where it applies; `describe` says what was done. */
export interface Breakage {
  describe: string;
  value: unknown;
}

/** Values no coercion reads as the schema's type (a form's "true" or "12" would be read). */
function wrongTypeFor(schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'string':
      return { nested: [1] };
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return 'not an object';
    default:
      return undefined;
  }
}

/** The breakages of one value's schema, beside its own valid value. */
export function breakagesOf(schema: JsonSchema, required: boolean): Breakage[] {
  const out: Breakage[] = [];
  if (schema.upload !== undefined || schema.anyOf) return out;
  const wrong = wrongTypeFor(schema);
  if (wrong !== undefined) out.push({ describe: 'wrong type', value: wrong });
  if (schema.enum) out.push({ describe: 'unknown enum value', value: 'zz-not-in-enum' });
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.maximum !== undefined) out.push({ describe: 'above the maximum', value: schema.maximum + 1 });
    if (schema.minimum !== undefined) out.push({ describe: 'below the minimum', value: schema.minimum - 1 });
    if (schema.type === 'integer') out.push({ describe: 'not a whole number', value: (schema.minimum ?? 0) + 1.5 });
    out.push({ describe: 'huge number', value: 1e300 });
  }
  if (schema.type === 'string' && !schema.enum) {
    out.push({ describe: '100,000 characters', value: 'ع'.repeat(50_000) + 'x'.repeat(50_000) });
    if (schema.maxLength !== undefined && schema.maxLength < 100_000) out.push({ describe: 'one over maxLength', value: 'y'.repeat(schema.maxLength + 1) });
    if (schema.pattern) out.push({ describe: 'not the pattern', value: '1e3 OR 1' });
    if (required && (schema.minLength ?? 0) > 0) out.push({ describe: 'empty', value: '' });
  }
  if (schema.type === 'array' && schema.maxItems !== undefined) {
    out.push({ describe: 'too many items', value: Array.from({ length: schema.maxItems + 1 }, () => 1) });
  }
  return out;
}

/** Where a body can be broken: its fields, nested ones included (`items.0.quantity`). */
export interface Site {
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

export function sitesOf(schema: JsonSchema, path: (string | number)[] = [], required = true): Site[] {
  const sites: Site[] = [{ path, schema, required }];
  if (schema.type === 'object') {
    const requiredNames = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      sites.push(...sitesOf(property, [...path, name], requiredNames.has(name)));
    }
  }
  if (schema.type === 'array' && schema.items) sites.push(...sitesOf(schema.items, [...path, 0], true));
  return sites;
}

/** Sets `value` at `path` inside a copy of `root`, creating the objects and lists on the way. */
export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const object: Record<string, unknown> = root !== null && typeof root === 'object' && !Array.isArray(root) ? { ...(root as object) } : {};
  object[head] = setAt(Object.hasOwn(object, head) ? object[head] : undefined, rest, value);
  return object;
}

/** A copy of `root` without the field at `path`. */
export function dropAt(root: unknown, path: (string | number)[]): unknown {
  if (path.length === 1 && root !== null && typeof root === 'object' && !Array.isArray(root)) {
    const { [String(path[0])]: _dropped, ...rest } = root as Record<string, unknown>;
    return rest;
  }
  const [head, ...tail] = path as [string | number, ...(string | number)[]];
  if (root === null || typeof root !== 'object') return root;
  const parent = root as Record<string | number, unknown>;
  return setAt(root, [head], dropAt(parent[head], tail));
}
