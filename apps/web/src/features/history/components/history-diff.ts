/** One line of the before/after view: a field and its value on each side. */
export interface DiffRow {
  /** Dotted path of the field (`name.en`). */
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A snapshot's fields as dotted paths: nested objects (bilingual names) open up, arrays
 * (roles, permissions) stay one value. History rows are free-form JSON, so anything that
 * is not an object yields no fields.
 */
export function flattenSnapshot(snapshot: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isPlainObject(snapshot)) return out;
  for (const [key, value] of Object.entries(snapshot)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [child, item] of flattenSnapshot(value, path)) out.set(child, item);
    } else out.set(path, value);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of both sides in the order the record has them (before first, then fields
 * only the after side has), each marked changed or not.
 */
export function diffSnapshots(before: unknown, after: unknown): DiffRow[] {
  const old = flattenSnapshot(before);
  const now = flattenSnapshot(after);
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  return keys.map((key) => {
    const a = old.get(key);
    const b = now.get(key);
    return { key, before: a, after: b, changed: !same(a, b) };
  });
}
