import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { AwaitingNetworkPage } from '../components/error-pages/awaiting-network-page';
import { ChunkLoadError, isChunkLoadError, reloadForNewBuild, reloadWhenOnline } from '../lib/chunk-reload';

/**
 * A route component loaded on demand (route-level code splitting). A chunk that fails to
 * load reloads the page, at most once a minute; the failure is rethrown under another
 * message so the router's own reload-once-per-session does not add a second reload.
 * Offline, a missing chunk is no new build, only a screen not opened before: it says so
 * inside the frame (which a pending screen would keep from drawing) and the page reloads
 * once the connection is back.
 */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>) {
  return lazyRouteComponent(() =>
    importer().catch((error: unknown) => {
      if (isChunkLoadError(error) && !navigator.onLine) {
        reloadWhenOnline();
        return { default: AwaitingNetworkPage };
      }
      if (isChunkLoadError(error) && reloadForNewBuild()) return new Promise<never>(() => {});
      throw isChunkLoadError(error) ? new ChunkLoadError(error) : error;
    }),
  );
}
