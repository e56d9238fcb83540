import type { Me } from '@matjar/shared';
import { createKeptCopy } from '../kept-copy';

/**
 * The signed-in user's profile as the server last gave it, kept beside the session's tokens
 * so that a reload with the network down still draws the header and the menu. Forgotten
 * when the session ends; never trusted for more than drawing (see kept-copy.ts).
 */
export const PROFILE_STORAGE_KEY = 'matjar.profile';

export const looksLikeProfile = (value: unknown): value is Me => {
  const me = value as Partial<Me> | null;
  return (
    typeof me === 'object' && me !== null && typeof me.id === 'number' && typeof me.username === 'string' &&
    Array.isArray(me.roles) && Array.isArray(me.permissions) && me.permissions.every((p) => typeof p === 'string')
  );
};

export const lastProfile = createKeptCopy(PROFILE_STORAGE_KEY, looksLikeProfile);
