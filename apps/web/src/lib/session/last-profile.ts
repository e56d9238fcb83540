import type { Me } from '@matjar/shared';

/**
 * The signed-in user's profile as the server last gave it, kept beside the session's tokens
 * (localStorage) so that a reload with the network down still draws the header and the menu.
 * It only draws: every request still carries the token and the server decides what it
 * answers, and the profile is fetched again as soon as the network is back.
 */
export const PROFILE_STORAGE_KEY = 'matjar.profile';

type ProfileStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const looksLikeProfile = (value: unknown): value is Me => {
  const me = value as Partial<Me> | null;
  return (
    typeof me === 'object' && me !== null && typeof me.id === 'number' && typeof me.username === 'string' &&
    Array.isArray(me.permissions) && me.permissions.every((p) => typeof p === 'string') && Array.isArray(me.roles)
  );
};

/** `storage` is asked for on use, so the module loads where there is none (unit tests). */
export function createProfileKeeper(storage: () => ProfileStorage) {
  return {
    remember(me: Me): void {
      try {
        storage().setItem(PROFILE_STORAGE_KEY, JSON.stringify(me));
      } catch {
        // Storage full or blocked: an offline reload then waits for the network, as before.
      }
    },
    /** The kept profile, or null when there is none or it is not one. */
    read(): Me | null {
      try {
        const value: unknown = JSON.parse(storage().getItem(PROFILE_STORAGE_KEY) ?? 'null');
        return looksLikeProfile(value) ? value : null;
      } catch {
        return null;
      }
    },
    forget(): void {
      storage().removeItem(PROFILE_STORAGE_KEY);
    },
  };
}

export const lastProfile = createProfileKeeper(() => window.localStorage);
