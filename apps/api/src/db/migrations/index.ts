import type { Migration } from 'kysely';
import * as foundation from './2026-11-22-0001-foundation.js';

/**
 * Every migration, in order, listed here rather than read from the folder so the bundled
 * server carries them. Names are frozen once released.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-foundation': foundation,
};
