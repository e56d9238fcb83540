import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ChunkLoadError, isChunkLoadError, reloadForNewBuild } from '../lib/chunk-reload';

/**
 * A route component loaded on demand (route-level code splitting). A chunk that fails to
 * load reloads the page, at most once a minute; the failure is rethrown under another
 * message so the router's own reload-once-per-session does not add a second reload.
 */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>) {
  return lazyRouteComponent(() =>
    importer().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadForNewBuild()) return new Promise<never>(() => {});
      throw isChunkLoadError(error) ? new ChunkLoadError(error) : error;
    }),
  );
}
