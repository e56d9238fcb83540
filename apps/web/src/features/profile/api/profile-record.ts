import type { Profile } from '@matjar/shared';
import { defineSingleRecord } from '../../../components/single-record/single-record';

/** GET and PATCH /api/dashboard/profile: the signed-in user's own settings (the preferred language). */
export const profileRecord = defineSingleRecord<Profile>('/dashboard/profile', ['profile']);
