/**
 * `record[key]` when `key` is the record's own entry, else undefined: a key that came from
 * a request (`constructor`, `__proto__`, `toString`) never reaches the prototype chain.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
