/**
 * After a deploy, an open tab may ask for a chunk that no longer exists. Reloading fetches
 * the new build; the time of the last reload is kept so a chunk that is truly broken
 * cannot loop: at most one reload a minute (spec §8), otherwise the error page shows.
 */
const LAST_RELOAD_KEY = 'matjar.chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => message.includes(pattern));
}

/** Reloads unless a reload happened in the last minute; answers whether it reloaded. */
function reloadForNewBuild(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < MIN_INTERVAL_MS) return false;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

let awaitingNetwork = false;

/**
 * Reloads once the connection is back (a screen opened offline whose code was never
 * fetched): one reload, however many of the screen's chunks failed.
 */
function reloadWhenOnline(): void {
  if (awaitingNetwork) return;
  awaitingNetwork = true;
  window.addEventListener('online', () => window.location.reload(), { once: true });
}

/** A chunk that failed to load and was not reloaded; the error page shows instead. */
class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super('chunk_load_failed', { cause });
  }
}

/**
 * What a chunk that failed to load turns into. Offline it is no new build, only something not
 * fetched before: `whenOffline()` stands in for it and the page reloads once the connection is
 * back. After a deploy the page reloads (at most once a minute) and this never settles.
 * Otherwise the failure is rethrown under another message, so the router's own
 * reload-once-per-session does not add a second reload.
 */
export function afterChunkFailure<T>(error: unknown, whenOffline: () => T): T | Promise<never> {
  if (!isChunkLoadError(error)) throw error;
  if (!navigator.onLine) {
    reloadWhenOnline();
    return whenOffline();
  }
  if (reloadForNewBuild()) return new Promise<never>(() => {});
  throw new ChunkLoadError(error);
}
