import { useId } from 'react';

/**
 * What Mantine's components get from `useId` of `@mantine/hooks` in the built app
 * (`build/mantine-stable-ids.ts`): React's own id, the same on every render. Mantine's
 * version gives React's id first and swaps it for a random one in a layout effect, which
 * makes every checkbox, input, menu and dialog render twice before the first paint: 15
 * rows of a list spent a fifth of their first render on it.
 */
export function useStableId(staticId?: string): string {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
