import { describe, expect, it } from 'vitest';
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
