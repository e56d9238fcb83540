import path from 'node:path';
import type { Plugin } from 'vite';

/** The module of `@mantine/hooks` that defines `useId`, as every Mantine component imports it. */
export const MANTINE_USE_ID = /[/\\]@mantine[/\\]hooks[/\\]esm[/\\]use-id[/\\]use-id\.mjs$/;

/**
 * Mantine's components take their ids from `src/lib/mantine/stable-id.ts` instead of
 * Mantine's `useId`, whose random id arrives in a second render of each component.
 */
export function mantineStableIds(): Plugin {
  const replacement = path.resolve(import.meta.dirname, '../src/lib/mantine/stable-id.ts');
  return {
    name: 'matjar:mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return `export { useStableId as useId } from ${JSON.stringify(replacement)};`;
    },
  };
}
