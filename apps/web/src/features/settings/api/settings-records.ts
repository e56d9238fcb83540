import type { SettingsGroup, SettingsOf } from '@matjar/shared';
import { type SingleRecord, defineSingleRecord } from '../../../components/single-record/single-record';

/** A settings group as the single-record kit reads and saves it (`/api/dashboard/settings/{group}`). */
export const settingsRecord = <G extends SettingsGroup>(group: G): SingleRecord<SettingsOf<G>> =>
  defineSingleRecord<SettingsOf<G>>(`/dashboard/settings/${group}`, ['settings', group]);
