import { useSyncExternalStore } from 'react';

/**
 * Whether background work (queries, mutations) is running, for the top progress bar.
 * The signed-in layout reports it; the root reads it beside the router's own loading
 * state, so one bar covers both.
 */
const busySources = new Set<string>();
const listeners = new Set<() => void>();

/** Reports whether `source` is busy now (the query client's activity, say). */
export function reportBusy(source: string, busy: boolean): void {
  const changed = busy ? !busySources.has(source) : busySources.has(source);
  if (!changed) return;
  if (busy) busySources.add(source);
  else busySources.delete(source);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsBusy(): boolean {
  return useSyncExternalStore(subscribe, () => busySources.size > 0);
}
