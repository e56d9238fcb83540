import { build, type InlineConfig, type Plugin } from 'vite';

/** The sign-in page: what it loads beside the entry stays as it is (its budget is tight). */
export const SIGN_IN = /[\\/]src[\\/](?:layouts[\\/]auth-layout[\\/]auth-layout|features[\\/]auth[\\/]login-page)\.tsx$/;
/** The other screens outside the signed-in layout (password recovery, impersonation). */
export const PUBLIC = /[\\/]src[\\/]features[\\/](?:password|impersonation)[\\/][^\\/]+-page\.tsx$/;
/** Large and needed by a few screens only (the map, phone numbers, the day pickers): kept in chunks of their own. */
const ON_THEIR_OWN =
  /[\\/]node_modules[\\/](?:leaflet|libphonenumber-js|@mantine[\\/]dates|dayjs)[\\/]|[\\/](?:map-picker|dates)[\\/]|[\\/]day-range-filter\.tsx$/;
/** A module is common to the screens when at least this share of them loads it. */
const COMMON_SHARE = 0.3;
const CATALOGUE = /[\\/]locales[\\/]|[\\/]shared-catalogues[\\/]/;
/**
 * The data cache (TanStack Query and the app's client) in a small chunk of its own: a
 * signed-in start needs it before anything else (`app/start-screens.ts` hands it the
 * profile and the screen's data), and in `public` it waited for 85 KB of forms and inputs.
 */
const DATA_CACHE = /[\\/]node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]|[\\/]src[\\/]lib[\\/]api[\\/]query-client\.ts$/;

/**
 * What opens over a screen: Mantine's modals and drawers, and the app's dialogs built on
 * them. Their focus trap stays with the layout, which uses it; their scroll lock comes in a
 * chunk of its own with the first of them (the app shell takes only its class names:
 * build/mantine-app-shell-scroll.ts); their focus return, which popovers share, is left to
 * the bundler. A list makes them on
 * their first opening (`dialogOnFirstOpen`), so they stay out of what its first visit loads.
 */
const DIALOGS =
  /[\\/]node_modules[\\/](?:@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Modal|ModalBase|Drawer)[\\/])|[\\/]src[\\/]components[\\/](?:confirm-dialog[\\/]confirm-dialog|form-drawer[\\/](?:form-drawer|drawer-form))\.tsx$/;
/**
 * What drops down beside its field: Floating UI, Mantine's popovers and comboboxes (but the
 * two parts the native select shares), and the app's selects built on them. A list's filters
 * load on first use (`filtersOnFirstUse`), so a list's first visit needs none of it.
 */
const POPOVERS =
  /[\\/]node_modules[\\/](?:@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](?:components[\\/](?:(?:Popover|Select|Autocomplete|MultiSelect|TagsInput)[\\/]|Combobox[\\/](?!ComboboxChevron|get-parsed-combobox-data|Combobox\.module))|utils[\\/]Floating[\\/]))|[\\/]src[\\/]components[\\/]pickers[\\/](?:[\w-]+-select|place-cascade)\.tsx$/;

/** What only a form needs: validation and form state. */
const FORM_LIBRARIES = /[\\/]node_modules[\\/](?:zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/;

interface FirstPass {
  /** Modules the entry or the sign-in page loads. */
  signedOut: Set<string>;
  /** Modules the other public screens load beyond those. */
  publicScreens: Set<string>;
  /** Modules the signed-in layout loads beyond those. */
  shell: Set<string>;
  /** How many screens load each other module. */
  screens: Map<string, number>;
  /** How many of the screens that are not lists (a record's page, a form) load each other module, and how many such screens there are. */
  pages: { count: number; users: Map<string, number> };
  /** The form libraries and the modules that import them (the schemas, the form components). */
  forms: Set<string>;
  /** What each module imports. */
  imports: Map<string, readonly string[]>;
}

/** Records what each module imports, as the build resolved it. */
function importGraph(imports: Map<string, readonly string[]>): Plugin {
  return {
    name: 'matjar:import-graph',
    generateBundle() {
      for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
}

/** The signed-in layout's module: every screen past the sign-in page renders inside it. */
export const SIGNED_IN_LAYOUT = /[\\/]src[\\/]app[\\/]routes[\\/]app-layout-page\.tsx$/;
export const SCREEN = /[\\/]src[\\/].*-page(?:-route)?\.tsx$/;
export const HOME_SCREEN = /[\\/]src[\\/]app[\\/]routes[\\/]home-page-route\.tsx$/;
const HOME_FEATURE = /[\\/]src[\\/]features[\\/]home[\\/]/;
const ICON = /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
/** A list screen is one that shows the data table. */
export const DATA_TABLE = /[\\/]src[\\/]components[\\/]data-table[\\/]data-table\.tsx$/;

/**
 * Reads the chunks a plain build makes, without writing it: which modules the first page,
 * the signed-in layout and each screen load. The module graph alone cannot tell: Mantine's
 * and the icons' index modules import every component, and only the build's tree-shaking
 * knows which each chunk keeps.
 */
async function firstPass(config: InlineConfig): Promise<FirstPass> {
  const imports = new Map<string, readonly string[]>();
  const result = await build({
    ...config,
    plugins: [...(config.plugins ?? []), importGraph(imports)],
    logLevel: 'silent',
    build: { ...config.build, write: false, emptyOutDir: false },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output: Array<{ type: string }> };
  type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; moduleIds: string[]; facadeModuleId: string | null };
  const chunks = output.output.filter((file): file is Chunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The modules of some chunks and of every chunk they import. */
  const modulesOf = (roots: Chunk[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const chunk = stack.pop() as Chunk;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) stack.push(byName.get(name) as Chunk);
    }
    return new Set([...seen].flatMap((name) => byName.get(name)?.moduleIds ?? []));
  };
  const signedOut = modulesOf(chunks.filter((chunk) => chunk.isEntry || chunk.moduleIds.some((id) => SIGN_IN.test(id))));
  const publicChunks = chunks.filter((chunk) => PUBLIC.test(chunk.facadeModuleId ?? ''));
  const publicScreens = new Set([...modulesOf(publicChunks)].filter((id) => !signedOut.has(id) && !PUBLIC.test(id)));
  const shellChunk = chunks.find((chunk) => SIGNED_IN_LAYOUT.test(chunk.facadeModuleId ?? ''));
  if (!shellChunk) throw new Error('chunk-groups: no chunk for the signed-in layout');
  // The home screen, where every signed-in visit starts, counts as the layout's: its few
  // shared parts (a grid, cards) would otherwise come in the screens' larger chunks.
  const homeChunk = chunks.find((chunk) => HOME_SCREEN.test(chunk.facadeModuleId ?? ''));
  if (!homeChunk) throw new Error('chunk-groups: no chunk for the home screen');
  // The home's own modules (its figures and panels) stay in its chunk: a list need not load them.
  const shell = new Set([...modulesOf([shellChunk, homeChunk])].filter((id) => !signedOut.has(id) && id !== homeChunk.facadeModuleId && !HOME_FEATURE.test(id)));
  const screens = new Map<string, number>();
  const pages = { count: 0, users: new Map<string, number>() };
  for (const screen of chunks.filter((chunk) => SCREEN.test(chunk.facadeModuleId ?? '') && chunk !== shellChunk)) {
    const modules = modulesOf([screen]);
    const isPage = ![...modules].some((id) => DATA_TABLE.test(id));
    if (isPage) pages.count += 1;
    for (const id of modules) {
      if (signedOut.has(id) || shell.has(id) || id === screen.facadeModuleId) continue;
      screens.set(id, (screens.get(id) ?? 0) + 1);
      if (isPage) pages.users.set(id, (pages.users.get(id) ?? 0) + 1);
    }
  }
  const forms = new Set([...imports].filter(([id, imported]) => FORM_LIBRARIES.test(id) || imported.some((dependency) => FORM_LIBRARIES.test(dependency))).map(([id]) => id));
  return { signedOut, publicScreens, shell, screens, pages, forms, imports };
}

/**
 * A few chunks, instead of a hundred small ones, for the screens past the sign-in page.
 *
 * Left to itself the bundler makes a chunk of every set of modules that some screens share
 * and others do not: a signed-in first visit loaded 135 files, most of a few hundred bytes
 * (one per Mantine component and icon, each with its stylesheet). Over HTTP/1.1 a phone
 * fetches six at a time, a round trip each, and the browser parses and links each module on
 * the main thread. So:
 * - `forms`: the form libraries (zod, react-hook-form) and the shared modules that import
 *   them (the schemas, the form components), loaded by the screens with a form only;
 * - `data`: the data cache, which a signed-in start needs first;
 * - `inputs`: what the password-recovery and impersonation screens load beyond the first
 *   bundle and share with the signed-in layout (inputs, buttons, dialogs);
 * - `fields`: what those screens load and most signed-in screens use too (the text field,
 *   alerts, the server's field errors);
 * - `public`: the rest of what those screens load (a signed-in visit no longer loads it);
 * - `shell`: what the signed-in layout loads beyond the first bundle (the data cache,
 *   toasts, dialogs, the header's and menu's components);
 * - `screens`: what most screens load beyond that and many pages share (a record's page, a
 *   form: the table, the empty state, the data's queries);
 * - `lists`: what the lists share and pages do not (the data table, its toolbar, paging
 *   and selection), so a record's page does not fetch it;
 * each screen keeps its own chunk for the rest, and the first bundle and the signed-out
 * screens stay as they are (the sign-in page's budget is tight). Who loads what comes from a first, unwritten
 * build of the same config.
 */
export async function chunkGroups(config: InlineConfig) {
  const { signedOut, publicScreens, shell, screens, pages, forms, imports } = await firstPass(config);
  const screenCount = Math.max(...screens.values());
  const common = (id: string) => (screens.get(id) ?? 0) >= screenCount * COMMON_SHARE && !ON_THEIR_OWN.test(id) && !CATALOGUE.test(id);
  const commonToPages = (id: string) => (pages.users.get(id) ?? 0) >= pages.count * COMMON_SHARE;
  // The one page that shares a list's parts (a customer's orders) fetches them with the lists.
  const listsOnly = (id: string) => (pages.users.get(id) ?? 0) <= 1;
  // What the public screens share with most signed-in screens: their text fields go in
  // `fields`; their icons (a few hundred bytes each) are left to the bundler, since in a
  // group a page drawing one would fetch the whole group.
  const sharedWithPublic = (id: string) => publicScreens.has(id) && common(id);
  const field = (id: string) => sharedWithPublic(id) && !ICON.test(id);
  // What builds on a text field (a text area) stays out of `screens`, so a page without a field fetches none.
  const onFields = (id: string) => (imports.get(id) ?? []).some(field);
  const formPart = (id: string) =>
    forms.has(id) && !signedOut.has(id) && (FORM_LIBRARIES.test(id) || publicScreens.has(id) || shell.has(id) || common(id));
  return [
    { name: 'forms', test: formPart, includeDependenciesRecursively: false, priority: 6 },
    { name: 'dialogs', test: (id: string) => DIALOGS.test(id) && !signedOut.has(id), includeDependenciesRecursively: false, priority: 5 },
    { name: 'popovers', test: (id: string) => POPOVERS.test(id) && !signedOut.has(id), includeDependenciesRecursively: false, priority: 5 },
    { name: 'data', test: (id: string) => DATA_CACHE.test(id) && !signedOut.has(id), includeDependenciesRecursively: false, priority: 4 },
    { name: 'inputs', test: (id: string) => publicScreens.has(id) && shell.has(id) && !CATALOGUE.test(id), includeDependenciesRecursively: false, priority: 3 },
    { name: 'fields', test: field, includeDependenciesRecursively: false, priority: 3 },
    { name: 'public', test: (id: string) => publicScreens.has(id) && !sharedWithPublic(id) && !CATALOGUE.test(id), includeDependenciesRecursively: false, priority: 3 },
    // The layout's own module keeps its chunk, the one the router imports.
    { name: 'shell', test: (id: string) => shell.has(id) && !SIGNED_IN_LAYOUT.test(id) && !CATALOGUE.test(id), includeDependenciesRecursively: false, priority: 2 },
    { name: 'screens', test: (id: string) => common(id) && commonToPages(id) && !onFields(id) && !publicScreens.has(id), includeDependenciesRecursively: false, priority: 1 },
    { name: 'lists', test: (id: string) => common(id) && listsOnly(id) && !publicScreens.has(id), includeDependenciesRecursively: false, priority: 1 },
  ];
}
