import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency, formatDate, formatNumber } from './format';

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

  it('keeps date options apart', () => {
    const day = new Date(Date.UTC(2026, 10, 27, 12));
    expect(formatDate(day, { year: 'numeric', timeZone: 'UTC' })).toBe('2026');
    expect(formatDate(day, { month: 'long', timeZone: 'UTC' })).toBe('November');
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
