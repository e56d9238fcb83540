import { describe, expect, it } from 'vitest';
import { createKeptCopy } from './kept-copy';
import { looksLikeProfile } from './session/last-profile';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const me = {
  id: 1, username: 'admin', email: 'admin@example.com', locale: 'ar', must_change_password: false,
  roles: [{ id: 1, name: 'Super Admin' }], permissions: ['*'], session_id: 's', version: 1, impersonator: null,
};

describe('a kept copy (the last profile)', () => {
  it('gives back what it kept, until it is forgotten', () => {
    const storage = memoryStorage();
    const kept = createKeptCopy('profile', looksLikeProfile, () => storage);
    expect(kept.read()).toBeNull();
    kept.keep(me);
    expect(kept.read()).toEqual(me);
    kept.forget();
    expect(kept.read()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('reads anything else kept under its key as nothing', () => {
    const storage = memoryStorage();
    const kept = createKeptCopy('profile', looksLikeProfile, () => storage);
    for (const stored of ['{', 'null', '42', '{"id":"1","username":"x","permissions":[],"roles":[]}', '{"id":1,"username":"x","permissions":[1],"roles":[]}']) {
      storage.setItem('profile', stored);
      expect(kept.read(), stored).toBeNull();
    }
  });

  it('keeps nothing, and says nothing, when storage refuses', () => {
    const kept = createKeptCopy('profile', looksLikeProfile, () => ({
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    }));
    expect(() => kept.keep(me)).not.toThrow();
    expect(kept.read()).toBeNull();
  });
});
