import { replaceImport } from './replace-import';

/** Mantine's app shell header, footer and aside, each of which imports `react-remove-scroll`. */
export const APP_SHELL_PART = /[/\\]@mantine[/\\]core[/\\]esm[/\\]components[/\\]AppShell[/\\]AppShell(Header|Footer|Aside)[/\\]AppShell\1\.mjs$/;

/** The class `react-remove-scroll-bar` pads while a modal holds the page's scroll (its `zeroRightClassName`). */
export const ZERO_RIGHT_CLASS = 'right-scroll-bar-position';
export const FULL_WIDTH_CLASS = 'width-before-scroll-bar';

/**
 * The app shell's header, footer and aside read one thing from `react-remove-scroll`: the
 * name of the class a modal's scroll lock pads (`RemoveScroll.classNames.zeroRight`). With it
 * the whole scroll lock (about 3 KB compressed) came with every signed-in screen, though
 * only a modal or a drawer locks the scroll. Here those modules get the class names alone;
 * the modals' own import brings the lock, in a chunk of its own, with their first opening.
 */
export const mantineAppShellScroll = () =>
  replaceImport({
    name: 'app-shell-scroll-classes',
    source: 'react-remove-scroll',
    importer: APP_SHELL_PART,
    code: `export const RemoveScroll = { classNames: { zeroRight: ${JSON.stringify(ZERO_RIGHT_CLASS)}, fullWidth: ${JSON.stringify(FULL_WIDTH_CLASS)} } };`,
  });
