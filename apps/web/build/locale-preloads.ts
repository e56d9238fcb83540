import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { DATA_TABLE, HOME_SCREEN, PUBLIC, SCREEN, SIGN_IN, SIGNED_IN_LAYOUT } from './chunk-groups';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const LOCALES = ['en', 'ar'] as const;

/** Each language's face: Inter for English, the Arabic face for Arabic (app/fonts.css). */
const FIRST_PAINT_FONT = {
  en: /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  ar: /^assets\/ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
} as const;

/** The printed pages' layout: a screen module, but no screen of the signed-in layout. */
const PRINT_LAYOUT = /[\\/]src[\\/]app[\\/]routes[\\/]print-layout-page\.tsx$/;
const strings = (locale: string, namespace: string) => new RegExp(`[\\\\/]locales[\\\\/]${locale}[\\\\/]${namespace}\\.json$`);

type Chunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

const chunksOf = (bundle: OutputBundle, module: RegExp) =>
  Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk' && file.moduleIds.some((id) => module.test(id)));

function chunkOf(bundle: OutputBundle, module: RegExp): Chunk {
  const chunk = chunksOf(bundle, module)[0];
  if (!chunk) throw new Error(`locale-preloads: no chunk for ${module}`);
  return chunk;
}

/** The signed-in layout's screens but home (the layout loads home's parts itself): a lazy chunk each. */
const isLayoutScreen = (chunk: Chunk) => {
  const module = chunk.facadeModuleId ?? '';
  return SCREEN.test(module) && ![SIGNED_IN_LAYOUT, HOME_SCREEN, PRINT_LAYOUT, SIGN_IN, PUBLIC].some((other) => other.test(module));
};

/** What every one of some screens loads beyond what is loaded already: a screen's path names no chunk on the server, but these all need. */
function commonTo(bundle: OutputBundle, screens: Chunk[], loaded: Set<string>) {
  const [first, ...others] = screens.map((screen) => withImports(bundle, [screen], loaded));
  if (!first) throw new Error('locale-preloads: no screen chunks');
  type Files = typeof first;
  const inAll = (pick: (files: Files) => string[]) => pick(first).filter((file) => others.every((files) => pick(files).includes(file)));
  return { scripts: inAll((files) => files.scripts), styles: inAll((files) => files.styles) };
}

/** Whether a screen shows the data table: a list (`LIST_SCREENS` of '@matjar/shared' names their paths for the server). */
const isList = (bundle: OutputBundle, screen: Chunk) =>
  withImports(bundle, [screen], new Set()).scripts.some((file) => (bundle[file] as Chunk).moduleIds.some((id) => DATA_TABLE.test(id)));

/**
 * A chunk, the chunks it imports statically, and their stylesheets; the entry's own are left
 * out. The stylesheets come in the order Vite's loader links them: what a chunk imports
 * before the chunk's own, so a module's rules still come after the components' it overrides.
 */
function withImports(bundle: OutputBundle, roots: Chunk[], loaded: Set<string>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (loaded.has(chunk.fileName) || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const name of chunk.imports) visit(bundle[name] as Chunk);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  };
  roots.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });

/**
 * Preloads, in index.html, what a first visit needs after the entry, so it comes with the
 * first requests instead of one round trip later each:
 * - per language (`data-locale`): its face and its common strings;
 * - for the sign-in page (`data-route="sign-in"`): its layout's and form's chunks and
 *   stylesheets, and (also per language) its strings;
 * - for the signed-in screens (`data-route="signed-in"`): the signed-in layout's chunks and
 *   stylesheets;
 * - for those screens but home (`data-route="screen"`): the chunks and stylesheets every
 *   one of them loads beyond the layout (the table, the empty state), which would otherwise
 *   be asked for only once the entry has run and matched the route;
 * - for the lists (`data-route="list"`): what every list loads beyond those (the data
 *   table, its toolbar and paging, the text fields), which a record's page does not.
 * The server sends index.html per request with `<html lang dir>` set and keeps only the
 * tags of that language and of that kind of page (`apps/api/src/plugins/spa.ts`; the
 * signed-in ones only to a browser that says it holds a session).
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
        const entry = Object.values(bundle).find((file): file is Chunk => file.type === 'chunk' && file.isEntry);
        if (!entry) throw new Error('locale-preloads: no entry chunk');
        const loaded = new Set(withImports(bundle, [entry], new Set()).scripts);
        const tags: HtmlTagDescriptor[] = [];
        for (const locale of LOCALES) {
          const font = Object.values(bundle).find((file) => file.type === 'asset' && FIRST_PAINT_FONT[locale].test(file.fileName));
          if (!font) throw new Error(`locale-preloads: no first-paint font for ${locale}`);
          tags.push(
            link({ rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '', 'data-locale': locale }),
            link({ rel: 'modulepreload', href: `/${chunkOf(bundle, strings(locale, 'common')).fileName}`, 'data-locale': locale }),
            link({ rel: 'modulepreload', href: `/${chunkOf(bundle, strings(locale, 'auth')).fileName}`, 'data-locale': locale, 'data-route': 'sign-in' }),
          );
        }
        // Stylesheets linked, not only preloaded: each is parsed as it arrives, while the main
        // thread waits for the scripts. Preloaded, each was parsed when the screen's loader
        // linked it, inside the task that starts the app (12 ms on a phone's first visit of a
        // list), and the loader finds them linked already. Nothing is drawn before the scripts
        // run, so that they block rendering costs nothing. In CORS mode (`crossorigin`), as
        // Vite's loader asks for them: in another mode the sheet would be fetched twice.
        const preload = (route: string, files: { scripts: string[]; styles: string[] }) => {
          for (const css of files.styles) tags.push(link({ rel: 'stylesheet', crossorigin: '', href: `/${css}`, 'data-route': route }));
          for (const script of files.scripts) tags.push(link({ rel: 'modulepreload', href: `/${script}`, 'data-route': route }));
        };
        preload('sign-in', withImports(bundle, chunksOf(bundle, SIGN_IN), loaded));
        const layout = withImports(bundle, [chunkOf(bundle, SIGNED_IN_LAYOUT)], loaded);
        preload('signed-in', layout);
        const screens = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk' && isLayoutScreen(file));
        const beforeScreens = new Set([...loaded, ...layout.scripts]);
        const common = commonTo(bundle, screens, beforeScreens);
        preload('screen', common);
        const lists = screens.filter((screen) => isList(bundle, screen));
        preload('list', commonTo(bundle, lists, new Set([...beforeScreens, ...common.scripts])));
        return tags;
      },
    },
  };
}
