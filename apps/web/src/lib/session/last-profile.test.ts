import type { Me } from '@matjar/shared';
import { describe, expect, it } from 'vitest';
import { createProfileKeeper, PROFILE_STORAGE_KEY } from './last-profile';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const me: Me = {
  id: 1, username: 'admin', email: 'admin@example.com', locale: 'ar', must_change_password: false,
  roles: [{ id: 1, name: 'Super Admin' }], permissions: ['*'], session_id: 's', version: 1, impersonator: null,
};

describe('the last known profile', () => {
  it('gives back what it kept, until it is forgotten', () => {
    const storage = memoryStorage();
    const keeper = createProfileKeeper(() => storage);
    expect(keeper.read()).toBeNull();
    keeper.remember(me);
    expect(keeper.read()).toEqual(me);
    keeper.forget();
    expect(keeper.read()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('reads anything else kept under its key as no profile', () => {
    const storage = memoryStorage();
    const keeper = createProfileKeeper(() => storage);
    for (const stored of ['{', 'null', '42', '{"id":"1","username":"x","permissions":[],"roles":[]}', '{"id":1,"username":"x","permissions":[1],"roles":[]}']) {
      storage.setItem(PROFILE_STORAGE_KEY, stored);
      expect(keeper.read(), stored).toBeNull();
    }
  });
});
