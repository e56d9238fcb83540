import { describe, expect, it } from 'vitest';
import { createCountCache } from '../src/lib/count-cache.js';

describe('list count cache', () => {
  it('keeps a total until a write, and never keeps one a write overtook', async () => {
    const cache = createCountCache();
    expect(cache.get('pending')).toBeUndefined();
    cache.set('pending', 7);
    expect(cache.get('pending')).toBe(7);

    await cache.written(Promise.resolve());
    expect(cache.get('pending')).toBeUndefined();

    // A count started before a write and finished after it holds the old total.
    expect(cache.get('pending')).toBeUndefined();
    await cache.written(Promise.resolve());
    cache.set('pending', 7);
    expect(cache.get('pending')).toBeUndefined();
    cache.set('pending', 8);
    expect(cache.get('pending')).toBe(8);
  });

  it('forgets totals after their time', () => {
    const cache = createCountCache(-1);
    expect(cache.get('all')).toBeUndefined();
    cache.set('all', 3);
    expect(cache.get('all')).toBeUndefined();
  });
});
