import { describe, expect, it } from 'vitest';
import { toHistoryParams } from './history-query';

const base = { page: 1, perPage: 15, search: '', sort: null };

describe('toHistoryParams', () => {
  it('turns the day range into the instants that start and end those days locally, sent as date_from / date_to', () => {
    const { filters } = toHistoryParams({ ...base, filters: { from: '2026-03-01', to: '2026-03-02', event: 'updated' } });
    expect(Object.keys(filters).sort()).toEqual(['action', 'date_from', 'date_to']);
    expect(filters.action).toBe('updated');
    expect(new Date(filters.date_from!).getTime()).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).getTime());
    expect(new Date(filters.date_to!).getTime()).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).getTime());
  });

  it('leaves out a day it cannot read', () => {
    expect(toHistoryParams({ ...base, filters: { from: 'yesterday', to: '2026-13-45' } }).filters).toEqual({});
  });
});
