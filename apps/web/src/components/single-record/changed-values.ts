/**
 * The values of the fields the form marks dirty, and only those (a nested field, such as a
 * bilingual text, whole): what a PATCH of the record carries. A secret left untouched is not
 * dirty, so it is never sent and the server keeps it.
 */
export function changedValues<Values extends object>(values: Values, dirty: Partial<Record<keyof Values, unknown>>): Partial<Values> {
  const isDirty = (flag: unknown): boolean =>
    flag === true || (Array.isArray(flag) ? flag.some(isDirty) : typeof flag === 'object' && flag !== null && Object.values(flag).some(isDirty));
  return Object.fromEntries(Object.entries(values).filter(([key]) => isDirty(dirty[key as keyof Values]))) as Partial<Values>;
}
