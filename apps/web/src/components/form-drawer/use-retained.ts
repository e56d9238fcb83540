import { useState } from 'react';

/**
 * The last non-null value seen. A drawer closes by animating out after its URL param is
 * gone; rendering from the retained value keeps its content in place instead of blanking it.
 */
export function useRetained<T>(value: T | null, same: (a: T, b: T) => boolean = Object.is): T | null {
  const [retained, setRetained] = useState<T | null>(value);
  if (value !== null && (retained === null || !same(value, retained))) {
    setRetained(value);
    return value;
  }
  return retained;
}
