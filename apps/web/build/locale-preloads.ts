import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the first paint of each language needs besides the entry: its text face and its common strings. */
const FIRST_PAINT = {
  en: { font: /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/, strings: /[\\/]locales[\\/]en[\\/]common\.json$/ },
  ar: { font: /^assets\/ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/, strings: /[\\/]locales[\\/]ar[\\/]common\.json$/ },
} as const;

/**
 * Preloads, in index.html, the font and the common strings of each language, tagged with
 * `data-locale`. The server sends index.html with `<html lang dir>` set per request and
 * keeps only the tags of that language (`apps/api/src/plugins/spa.ts`), so a page fetches
 * its face with the first requests instead of after its first render.
 */
export function localePreloads(): Plugin {
  return {
    name: 'matjar:locale-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const files = Object.values(bundle);
        const tags: HtmlTagDescriptor[] = [];
        for (const [locale, wanted] of Object.entries(FIRST_PAINT)) {
          const font = files.find((file) => file.type === 'asset' && wanted.font.test(file.fileName));
          const strings = files.find((file) => file.type === 'chunk' && wanted.strings.test(file.facadeModuleId ?? ''));
          if (!font || !strings) throw new Error(`locale-preloads: no first-paint font or strings for ${locale}`);
          tags.push(
            {
              tag: 'link',
              attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '', 'data-locale': locale },
              injectTo: 'head',
            },
            { tag: 'link', attrs: { rel: 'modulepreload', href: `/${strings.fileName}`, 'data-locale': locale }, injectTo: 'head' },
          );
        }
        return tags;
      },
    },
  };
}
