import { apiFetch } from '../api/api-fetch';
import { endSession } from './session';

/** Revokes the session on the server, then ends it here whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await apiFetch('/dashboard/logout', { method: 'POST' });
  } catch {
    // Already expired or offline: the local session ends all the same.
  }
  endSession('signed-out');
}
