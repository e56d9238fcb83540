import { useCallback, useMemo, useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

export interface RowSelection {
  /** Selected ids among `rowIds` (rows deleted or paged away are never counted). */
  selected: number[];
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Selects every row on the page, or clears them when all are already selected. */
  toggleAll: () => void;
  clear: () => void;
  allSelected: boolean;
  someSelected: boolean;
}

/**
 * Row selection for the rows on screen. It belongs to one `scope` (the list's URL state):
 * paging, sorting or searching starts a fresh, empty selection, so a bulk action never
 * reaches rows the user can no longer see.
 */
export function useRowSelection(rowIds: readonly number[], scope: string): RowSelection {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<number> }>({ scope, ids: NONE });
  const ids = state.scope === scope ? state.ids : NONE;
  const selected = useMemo(() => rowIds.filter((id) => ids.has(id)), [rowIds, ids]);
  const allSelected = rowIds.length > 0 && selected.length === rowIds.length;

  const toggle = useCallback(
    (id: number) =>
      setState((prev) => {
        const next = new Set(prev.scope === scope ? prev.ids : NONE);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { scope, ids: next };
      }),
    [scope],
  );
  const toggleAll = useCallback(
    () => setState({ scope, ids: allSelected ? NONE : new Set(rowIds) }),
    [scope, allSelected, rowIds],
  );
  const clear = useCallback(() => setState({ scope, ids: NONE }), [scope]);

  return {
    selected,
    isSelected: (id) => ids.has(id),
    toggle,
    toggleAll,
    clear,
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
  };
}
