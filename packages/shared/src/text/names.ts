import { ownValue } from '../own.js';
import { foldForSearch } from './arabic-fold.js';

/**
 * Names people pick (a role, a username, a brand) and the texts they type, made safe to
 * store and to compare (issue 35, items 4 and 5).
 */

/**
 * C0 and C1 control characters but tab and line breaks: PostgreSQL refuses NUL in text
 * and SQLite keeps it, so neither ever sees one; a long text keeps its lines and tabs.
 */
const CONTROL = /[^\P{Cc}\t\n\r]/u;

export const hasControlCharacters = (text: string) => CONTROL.test(text);

/**
 * What a name may not hold once normalised, as nobody sees it: controls, format characters
 * (zero-width spaces and joiners, the bidi marks, embeddings, overrides and isolates, the
 * BOM), private-use and unassigned code points, and whatever else Unicode says draws as
 * nothing (Default_Ignorable_Code_Point: the soft hyphen, variation selectors, the
 * combining grapheme joiner, the Hangul fillers that draw as blanks).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}]/u;

export const hasHiddenCharacters = (text: string) => HIDDEN.test(text);

/**
 * A name as stored: NFKC (full-width and mathematical letters, Arabic presentation forms and
 * ligatures become the plain letters, a no-break space a space), any run of white space one
 * space, trimmed (Unicode's White_Space: JavaScript's \s counts the BOM as a space too, and
 * it must be refused, not hidden). Tatweel is kept as typed (it is how some write a name),
 * and skipped when names are compared (`nameSkeleton`).
 */
export const normaliseName = (text: string) =>
  text.normalize('NFKC').replace(/\p{White_Space}+/gu, ' ').replace(/^ | $/g, '');

/**
 * Letters of other scripts drawn like another letter (Unicode's confusables, the few that
 * matter for Latin and Arabic names): Cyrillic and Greek letters that look Latin, and the
 * Persian and Urdu forms of Arabic letters. A small table kept here rather than a package
 * of Unicode's whole list, whose skeletons also merge `rn` with `m` and read Arabic letters
 * as Latin ones (ه as o): names that merely resemble each other are not refused.
 */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic: capitals, and the small letters drawn as Latin small letters.
  'А': 'A', 'В': 'B', 'Е': 'E', 'Ѕ': 'S', 'І': 'I', 'Ј': 'J', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P',
  'С': 'C', 'Т': 'T', 'У': 'Y', 'Х': 'X', 'Ү': 'Y', 'Һ': 'H', 'Ԛ': 'Q', 'Ԝ': 'W',
  'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x', 'ѕ': 's', 'і': 'i', 'ј': 'j', 'һ': 'h',
  'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'ӏ': 'l',
  // Greek: capitals, and the small letters drawn as Latin small letters.
  'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P',
  'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
  'ο': 'o', 'ι': 'i', 'ν': 'v', 'ρ': 'p', 'υ': 'u', 'γ': 'y',
  // Persian and Urdu letters drawn as the Arabic ones.
  'ی': 'ي', 'ې': 'ي', 'ک': 'ك', 'ڪ': 'ك', 'ہ': 'ه', 'ھ': 'ه', 'ە': 'ه', 'ۃ': 'ه',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');

/**
 * The form two names are compared in for uniqueness: the look-alike letters above read as
 * the letter they imitate, then the search folding (NFKC, lower case, Arabic diacritics and
 * tatweel dropped, alef and hamza forms and the digits of either script as one). Two
 * names with one skeleton read as one name: the second is refused as taken.
 */
export const nameSkeleton = (text: string) =>
  foldForSearch(normaliseName(text).replace(LOOKALIKE, (letter) => ownValue(LOOKALIKES, letter) ?? letter));
