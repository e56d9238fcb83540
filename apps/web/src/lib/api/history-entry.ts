/** One entry of the user history (GET /api/dashboard/history): who (and on whose behalf), what, when and from where. */
export interface HistoryEntry {
  id: number;
  /** created, updated, deleted, signed_in, signed_out, sign_in_failed, grant_refused, access_refused */
  action: string;
  model: string;
  model_id: string | null;
  /** The record as it was and as it became, as the API showed it then; free-form. */
  before: unknown;
  after: unknown;
  user: { id: number; username: string } | null;
  /** Who was signed in as `user` (impersonation), else null. */
  impersonator: { id: number; username: string } | null;
  ip: string | null;
  created_at: string;
}
