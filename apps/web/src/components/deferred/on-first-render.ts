import { type ComponentType, lazy } from 'react';

/**
 * A component whose code loads when it first renders, under the nearest Suspense boundary.
 * A list's form goes so into its drawer (which shows a loader meanwhile): imported with the
 * list, it would make the list's first visit load zod and the form libraries (the `forms`
 * chunk) before anyone opens the drawer.
 */
export function onFirstRender<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => ({ default: await load() }));
}
