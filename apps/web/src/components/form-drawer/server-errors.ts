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
 * Dotted paths of the form's editable values: leaves and arrays, not nested objects. An
 * array of objects (the lines of an order) also names its rows' fields (`items.0.quantity`).
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!isPlainObject(values)) return prefix ? [prefix] : [];
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) return fieldPaths(value, path);
    if (!Array.isArray(value)) return [path];
    return [path, ...value.flatMap((row, index) => (isPlainObject(row) ? fieldPaths(row, `${path}.${index}`) : []))];
  });
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
    const name = key.replace(/\[(\w+)\]/g, '.$1');
    if (knownPaths.includes(name)) result.fields.push({ name, message });
    else result.general.push(message);
  }
  return result;
}
