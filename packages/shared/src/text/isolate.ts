import type { Locale } from '../constants.js';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Sets a name people typed apart from the sentence around it (first strong isolate … pop):
 * it takes its direction from its own first letter, so "Acme Ltd." keeps its order inside
 * an Arabic sentence and an Arabic name inside an English one.
 */
export const isolate = (name: string | number): string => `${FIRST_STRONG_ISOLATE}${name}${POP_DIRECTIONAL_ISOLATE}`;

/**
 * Record names listed in a message, each isolated on its own (the names of one list may run
 * either way) and joined as a reader of the language expects; `more` adds an ellipsis.
 */
export function listNames(locale: Locale, names: string[], more = false): string {
  const joined = names.map(isolate).join(locale === 'ar' ? '، ' : ', ');
  return more ? `${joined}…` : joined;
}
