import { replaceImport } from './replace-import';

/** Mantine's scroll area, which every `Table` imports for its `Table.ScrollContainer`. */
export const SCROLL_AREA = /[/\\]@mantine[/\\]core[/\\]esm[/\\]components[/\\]ScrollArea[/\\]ScrollArea\.mjs$/;

/**
 * Mantine's `ScrollArea` takes one helper from Floating UI, `useMergeRefs`, and with it the
 * whole of Floating UI (about 20 KB compressed) came with every list, whose table imports
 * the scroll area, though only a select or a popover positions anything with it. Here that
 * one import is Mantine's own `useMergedRef` instead, which does the same for a fixed number
 * of refs; Floating UI comes with the first popover.
 */
export const mantineScrollAreaRefs = () =>
  replaceImport({
    name: 'scroll-area-merge-refs',
    source: '@floating-ui/react',
    importer: SCROLL_AREA,
    code: [`import { useMergedRef } from '@mantine/hooks';`, `export function useMergeRefs(refs) { return useMergedRef(...refs); }`].join('\n'),
  });
