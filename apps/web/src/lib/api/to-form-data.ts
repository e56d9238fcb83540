/**
 * Builds multipart form data with nested keys in bracket form (spec §7):
 * `{ name: { en }, variants: [{ name }] }` → `name[en]`, `variants[0][name]`.
 * Files and blobs are appended as files; booleans as `true`/`false`; dates as ISO
 * strings; `undefined` is left out and `null` is sent as an empty value (a cleared field).
 */
export function toFormData(value: Record<string, unknown>, form: FormData = new FormData()): FormData {
  for (const [key, item] of Object.entries(value)) append(form, key, item);
  return form;
}

function append(form: FormData, key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) form.append(key, '');
  else if (value instanceof Blob) form.append(key, value);
  else if (value instanceof Date) form.append(key, value.toISOString());
  else if (Array.isArray(value)) value.forEach((item, index) => append(form, `${key}[${index}]`, item));
  else if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) append(form, `${key}[${child}]`, item);
  } else form.append(key, String(value));
}
