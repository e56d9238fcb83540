import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { SearchRecord } from '../data-table/list-params';
import { dialogSearchPatch, parseDialogParams, type DialogParams } from './dialog-params';

export interface DialogState<A extends string> extends DialogParams<A> {
  open: (action: A, id?: number) => void;
  close: () => void;
}

/** The screen's open dialog, kept in `?action=…&id=…` beside the list's own params. */
export function useDialogParams<A extends string>(actions: readonly A[]): DialogState<A> {
  const search = useSearch({ strict: false }) as SearchRecord;
  const navigate = useNavigate();
  const { action, id } = parseDialogParams(search, actions);

  const go = useCallback(
    (patch: SearchRecord, replace: boolean) =>
      void navigate({ to: '.', replace, search: (prev: SearchRecord) => ({ ...prev, ...patch }) }),
    [navigate],
  );

  return useMemo(
    () => ({
      action,
      id,
      // Opening adds a history entry, so Back closes the dialog.
      open: (next, nextId) => go(dialogSearchPatch(next, nextId ?? null), false),
      close: () => go(dialogSearchPatch(null), true),
    }),
    [action, id, go],
  );
}
