import { describe, expect, it } from 'vitest';
import { presetOf, presetPeriod, readPeriod } from './report-period';

const today = new Date(2026, 2, 15); // 15 March 2026

describe('report periods', () => {
  it('works out each preset from today, both ends included', () => {
    expect(presetPeriod('last7', today)).toEqual({ date_from: '2026-03-09', date_to: '2026-03-15' });
    expect(presetPeriod('last30', today)).toEqual({ date_from: '2026-02-14', date_to: '2026-03-15' });
    expect(presetPeriod('thisMonth', today)).toEqual({ date_from: '2026-03-01', date_to: '2026-03-15' });
    expect(presetPeriod('lastMonth', today)).toEqual({ date_from: '2026-02-01', date_to: '2026-02-28' });
    expect(presetPeriod('last12Months', today)).toEqual({ date_from: '2025-04-01', date_to: '2026-03-15' });
    expect(presetPeriod('lastMonth', new Date(2026, 0, 10))).toEqual({ date_from: '2025-12-01', date_to: '2025-12-31' });
  });

  it('names the preset a period is, the API default being the last 30 days', () => {
    expect(presetOf({}, today)).toBe('last30');
    expect(presetOf({ date_from: '2026-02-01', date_to: '2026-02-28' }, today)).toBe('lastMonth');
    expect(presetOf({ date_from: '2026-02-02', date_to: '2026-02-28' }, today)).toBeNull();
  });

  it('keeps only well-formed days from the URL', () => {
    expect(readPeriod({ date_from: '2026-02-01', date_to: 'soon', page: 2 })).toEqual({ date_from: '2026-02-01' });
  });
});
