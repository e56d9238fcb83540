/**
 * Folds text so that the ways people type the same Arabic word compare equal:
 * alef forms (أ إ آ ٱ) → ا, taa marbuta ة → ه, alef maqsura ى → ي, hamza seats ؤ ئ → و ي,
 * diacritics and tatweel dropped, Arabic-Indic digits → ASCII digits, Latin lower-cased.
 * Used when a row is written (its search column) and when a search is read.
 */
const replacements: Record<string, string> = {
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا',
  'ة': 'ه', 'ى': 'ي', 'ؤ': 'و', 'ئ': 'ي',
};
// Harakat, tanween, shadda, sukun, superscript alef, and tatweel.
const marks = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const letters = /[أإآٱةىؤئ]/g;
const arabicIndicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(marks, '')
    .replace(letters, (ch) => replacements[ch] ?? ch)
    .replace(arabicIndicDigits, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
