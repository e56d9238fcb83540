import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatDay, formatNumber, formatScheduleMoment, formatStoreTime, formatTime } from './format';

// The active language, as the app's translator would answer it.
const language = vi.hoisted(() => ({ current: 'en' as 'en' | 'ar' }));
vi.mock('./i18n/i18n', () => ({ activeLocale: () => language.current }));
const setLocale = (locale: 'en' | 'ar') => (language.current = locale);

// Formatters are kept per language and options (lib/format.ts): each call must still get
// the formatter of its own options, not the first one made.
describe('Intl formatting with kept formatters', () => {
  it('formats with the options of each call', () => {
    expect(formatNumber(1234.567)).toBe('1,234.567');
    expect(formatNumber(1234.567, { maximumFractionDigits: 0 })).toBe('1,235');
    expect(formatNumber(1234.567)).toBe('1,234.567');
    expect(formatNumber(0.25, { style: 'percent' })).toBe('25%');
  });

  it('keeps currencies apart', () => {
    expect(formatCurrency('10.5', 'USD')).toBe('US$10.50');
    expect(formatCurrency('10.5', 'EUR')).toBe('€10.50');
    expect(formatCurrency('10.5', 'USD')).toBe('US$10.50');
  });

});

// Issue 35: dates were written three ways (Arabic lists "29/11/2026" shown as 2026/11/29,
// English lists "29 Nov 2026", the Arabic home "1 ديسمبر 2026").
describe('the one date style and date-time style of each language', () => {
  const moment = new Date(2026, 10, 29, 14, 5);
  afterEach(() => setLocale('en'));

  it('writes the day, the month by name and the year in English', () => {
    expect(formatDate(moment)).toBe('29 Nov 2026');
    expect(formatDay('2026-11-29')).toBe('29 Nov 2026');
    expect(formatDateTime(moment)).toBe('29 Nov 2026, 14:05');
    expect(formatTime(moment)).toBe('14:05');
  });

  it('writes the same in Arabic, month by name, Latin digits', () => {
    setLocale('ar');
    expect(formatDate(moment)).toBe('29 نوفمبر 2026');
    expect(formatDay('2026-11-29')).toBe('29 نوفمبر 2026');
    expect(formatDateTime(moment)).toBe('29 نوفمبر 2026، 2:05 م');
    expect(formatTime(moment)).toBe('2:05 م');
    expect(formatDate(moment)).not.toMatch(/[/٠-٩]/);
  });

  it('keeps a calendar day on its day wherever the browser is', () => {
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
  });

  it('writes a store time as typed, wherever the browser is, in the date-time style (issue 35)', () => {
    expect(formatStoreTime('2026-12-31T23:30')).toBe('31 Dec 2026, 23:30');
    expect(formatScheduleMoment('2026-12-31', '2026-12-30T22:00:00.000Z')).toBe('31 Dec 2026');
    expect(formatScheduleMoment('2026-12-31T20:00', '2026-12-31T18:00:00.000Z')).toBe('31 Dec 2026, 20:00');
    // An instant with an offset: in the browser's zone, as every moment is.
    expect(formatScheduleMoment('2026-11-29T14:05:00+02:00', moment.toISOString())).toBe('29 Nov 2026, 14:05');
    setLocale('ar');
    expect(formatStoreTime('2026-12-31T20:00')).toBe('31 ديسمبر 2026، 8:00 م');
  });
});

describe('formats made ahead of the first screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("makes the language's number and date formats in tasks of their own, and the screens reuse them", async () => {
    const made: string[] = [];
    class CountedNumberFormat extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made.push(`number ${String(args[0])}`);
      }
    }
    class CountedDateTimeFormat extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.push(`date ${String(args[0])}`);
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { NumberFormat: { value: CountedNumberFormat }, DateTimeFormat: { value: CountedDateTimeFormat } }));
    // A fresh copy of the module: the tests above have made formats of their own.
    vi.resetModules();
    const { formatDate, formatNumber, prepareFormats } = await import('./format');
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));

    prepareFormats('en');
    vi.runAllTimers();
    // Not before the first frame, whose warm-up (build/icu-warm-up.ts) loads ICU's data.
    expect(made).toEqual([]);
    for (const frame of frames.splice(0)) frame(0);
    expect(made).toEqual([]);
    vi.runAllTimers();
    expect(made).toEqual(['number en-GB', 'date en-GB']);
    expect(formatNumber(12)).toBe('12');
    expect(formatDate(new Date(Date.UTC(2026, 10, 27, 12)))).toBe('27 Nov 2026');
    expect(made).toHaveLength(2);
  });
});
