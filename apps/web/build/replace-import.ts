import type { Plugin } from 'vite';

/**
 * A plugin that gives the modules matching `importer` a module of its own `code` in place of
 * their import of `source`: how the build spares every screen a package that one Mantine
 * module imports for a helper or a name (mantine-scroll-area-refs.ts, mantine-app-shell-scroll.ts).
 * Every other importer of `source` gets the package.
 */
export function replaceImport(options: { name: string; source: string; importer: RegExp; code: string }): Plugin {
  const id = `\0matjar:${options.name}`;
  return {
    name: `matjar:${options.name}`,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === options.source && importer && options.importer.test(importer)) return id;
      if (source === id) return id;
      return null;
    },
    load: (loaded) => (loaded === id ? options.code : null),
  };
}
