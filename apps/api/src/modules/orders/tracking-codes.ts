import { randomInt } from 'node:crypto';

/** The characters of a tracking code: no look-alikes (0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** The shortest piece of a code worth looking for: a trigram index serves three characters or more. */
const CODE_PART_MIN = 3;
const codeCharacters = new RegExp(`^[${CODE_ALPHABET}]+$`);

/** A tracking code such as `K7P2-9XQM`: random, without look-alike characters (0/O, 1/I). */
export function trackingCode(random: (max: number) => number = randomInt): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[random(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** A typed term without its spaces and dashes, upper-cased: `k7p2-9x` → `K7P29X`. */
const compact = (term: string) => term.replace(/[\s-]/g, '').toUpperCase();

/** `K7P2-9XQM`, `k7p29xqm` → `K7P2-9XQM`: a whole tracking code typed any way, else null. */
export function codeOf(term: string): string | null {
  const chars = compact(term);
  return chars.length === CODE_LENGTH && codeCharacters.test(chars) ? `${chars.slice(0, 4)}-${chars.slice(4)}` : null;
}

/**
 * `7p2-9x` → `7P29X`: a term that could be part of a tracking code (three to seven of its
 * characters, dashes and spaces aside), compared with codes without their dash; else null.
 */
export function codePartOf(term: string): string | null {
  const chars = compact(term);
  return chars.length >= CODE_PART_MIN && chars.length < CODE_LENGTH && codeCharacters.test(chars) ? chars : null;
}
