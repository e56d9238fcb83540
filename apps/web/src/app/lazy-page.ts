import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { AwaitingNetworkPage } from '../components/error-pages/awaiting-network-page';
import { afterChunkFailure } from '../lib/chunk-reload';

/**
 * A route component loaded on demand (route-level code splitting). A chunk that fails to
 * load reloads the page, at most once a minute. Offline, a missing chunk is a screen not
 * opened before: it says so inside the frame (which a pending screen would keep from
 * drawing) and the page reloads once the connection is back.
 */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>) {
  return lazyRouteComponent(() =>
    importer().catch((error: unknown) => afterChunkFailure(error, () => ({ default: AwaitingNetworkPage }))),
  );
}
