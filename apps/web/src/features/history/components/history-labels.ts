import type { TFunction } from '../../../lib/i18n/translator';

/** The actions the history writer records; anything else reads as "Changed". */
export const KNOWN_ACTIONS = [
  'created', 'updated', 'deleted', 'signed_in', 'signed_out', 'sign_in_failed', 'grant_refused', 'access_refused',
] as const;

export const ACTION_COLORS: Record<string, string> = {
  created: 'teal',
  updated: 'blue',
  deleted: 'red',
  signed_in: 'green',
  signed_out: 'gray',
  sign_in_failed: 'orange',
  // Refusals of the grant rule (docs/permissions.md): nothing changed, someone tried.
  grant_refused: 'pink',
  access_refused: 'pink',
};

export function actionLabel(t: TFunction, action: string): string {
  return t(`history:events.${(KNOWN_ACTIONS as readonly string[]).includes(action) ? action : 'other'}`);
}
