/**
 * Maps a 422 answer's `errors` (dotted keys such as `name.en` or `variants.0.values`) onto
 * the form's fields. Keys that name no field of the form are returned as general messages,
 * so nothing the server said is lost.
 */
export interface MappedServerErrors {
  fields: { name: string; message: string }[];
  general: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * Dotted paths of the form's editable values: leaves, and arrays whole (`tags`, for "at
 * least one"); an array of rows also item by item (`options.0.values.1.en`). Not nested objects.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!isPlainObject(values)) return prefix ? [prefix] : [];
  return Object.entries(values).flatMap(([key, value]) => valuePaths(value, prefix ? `${prefix}.${key}` : key));
}

function valuePaths(value: unknown, path: string): string[] {
  if (isPlainObject(value)) return fieldPaths(value, path);
  if (Array.isArray(value)) {
    const rows = value.flatMap((item, index) => (isPlainObject(item) || Array.isArray(item) ? valuePaths(item, `${path}.${index}`) : []));
    return [path, ...rows];
  }
  return [path];
}

/** The field a key names, or for an item of a list edited as one field (`tags.2`), that list. */
function knownField(name: string, knownPaths: readonly string[]): string | undefined {
  for (let path = name; ; path = path.replace(/\.\d+$/, '')) {
    if (knownPaths.includes(path)) return path;
    if (!/\.\d+$/.test(path)) return undefined;
  }
}

export function mapServerErrors(
  errors: Record<string, string[] | string> | undefined,
  knownPaths: readonly string[],
): MappedServerErrors {
  const result: MappedServerErrors = { fields: [], general: [] };
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const message = (Array.isArray(messages) ? messages : [messages]).filter(Boolean).join(' ');
    if (!message) continue;
    // The server may number array items with brackets (`variants[0][name]`) like multipart keys.
    const name = knownField(key.replace(/\[(\w+)\]/g, '.$1'), knownPaths);
    if (name) result.fields.push({ name, message });
    else result.general.push(message);
  }
  return result;
}
