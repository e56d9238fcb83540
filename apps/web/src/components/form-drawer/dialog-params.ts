import type { SearchRecord } from '../data-table/list-params';

/**
 * Dialogs of a list screen live in the URL (`?action=create`, `?action=edit&id=5`), so a
 * drawer can be linked to, survives a reload and closes with the browser's Back button.
 */
export interface DialogParams<A extends string> {
  action: A | null;
  id: number | null;
}

export function parseDialogParams<A extends string>(search: SearchRecord, actions: readonly A[]): DialogParams<A> {
  const action = actions.find((candidate) => candidate === search.action) ?? null;
  const id = Number(search.id);
  return { action, id: action && Number.isInteger(id) && id >= 1 ? id : null };
}

export function dialogSearchPatch(action: string | null, id: number | null = null): SearchRecord {
  return { action: action ?? undefined, id: action && id !== null ? id : undefined };
}
