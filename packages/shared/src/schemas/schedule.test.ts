import { describe, expect, it } from 'vitest';
import { offerInput } from './offers.js';
import { endInstant, isScheduleMoment, scheduleStatusAt, startInstant } from './schedule.js';

describe('schedule moments', () => {
  it('takes a day, a wall-clock time or an instant with its offset, and nothing else', () => {
    for (const ok of ['2026-12-01', '2026-12-01T20:00', '2026-12-01T20:00:30', '2026-12-01T18:00:00Z', '2026-12-01T18:00:00.000Z', '2026-12-01T20:00+02:00']) {
      expect(isScheduleMoment(ok), ok).toBe(true);
    }
    for (const bad of ['2026-12-01 20:00', '2026-12-01T24:00', '2026-12-01T20', '2026-02-30T10:00', '2026-12-01T20:00+25:00', '2026-12-01Z', 'tonight']) {
      expect(isScheduleMoment(bad), bad).toBe(false);
    }
  });

  it('reads a day as the whole day and a wall-clock time in the store’s zone; an offset as given', () => {
    expect(startInstant('2026-12-01', 'Africa/Cairo')).toBe('2026-11-30T22:00:00.000Z');
    expect(endInstant('2026-12-01', 'Africa/Cairo')).toBe('2026-12-01T22:00:00.000Z');
    expect(startInstant('2026-12-01T20:00', 'Africa/Cairo')).toBe('2026-12-01T18:00:00.000Z');
    expect(endInstant('2026-12-01T23:30', 'Asia/Riyadh')).toBe('2026-12-01T20:30:00.000Z');
    expect(startInstant('2026-12-01T20:00+04:00', 'Africa/Cairo')).toBe('2026-12-01T16:00:00.000Z');
    // Summer time in Cairo (UTC+3 from the last Friday of April to the last Thursday of October).
    expect(startInstant('2026-07-01T20:00', 'Africa/Cairo')).toBe('2026-07-01T17:00:00.000Z');
    expect(endInstant('2026-12-31', 'Pacific/Kiritimati')).toBe('2026-12-31T10:00:00.000Z');
  });

  it('runs from its first instant until the first after it', () => {
    const row = { is_active: true, starts_at: '2026-12-01T18:00:00.000Z', ends_at: '2026-12-01T21:00:00.000Z' };
    expect(scheduleStatusAt(row, '2026-12-01T17:59:59.999Z')).toBe('scheduled');
    expect(scheduleStatusAt(row, '2026-12-01T18:00:00.000Z')).toBe('running');
    expect(scheduleStatusAt(row, '2026-12-01T21:00:00.000Z')).toBe('expired');
    expect(scheduleStatusAt({ ...row, is_active: false }, '2026-12-01T19:00:00.000Z')).toBe('disabled');
  });
});

describe('the end after the start on a form', () => {
  const errorsOf = (start_date: string, end_date: string) => {
    const result = offerInput.safeParse({
      title: { en: 'Sale', ar: 'تخفيض' }, description: { en: 'x', ar: 'س' }, start_date, end_date,
      discount_type: 'percentage', discount_amount: '10', offer_type: 'single', items: [{ product_id: 1 }], background_color: '#000000',
    });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('lets two days be one day, and a time end on that day; refuses an end at or before the start', () => {
    expect(errorsOf('2026-12-01', '2026-12-01')).toEqual([]);
    expect(errorsOf('2026-12-01T20:00', '2026-12-01')).toEqual([]);
    expect(errorsOf('2026-12-01', '2026-12-01T00:30')).toEqual([]);
    expect(errorsOf('2026-12-02', '2026-12-01')).toEqual(['end_date: validation.end_before_start']);
    expect(errorsOf('2026-12-01T20:00', '2026-12-01T20:00')).toEqual(['end_date: validation.end_after_start']);
    expect(errorsOf('2026-12-02', '2026-12-01T23:00')).toEqual(['end_date: validation.end_after_start']);
    expect(errorsOf('2026-12-01 20:00', '2026-12-01T23:00')).toEqual(['start_date: validation.date_time']);
  });
});
