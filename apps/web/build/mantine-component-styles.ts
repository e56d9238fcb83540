import type { Plugin } from 'vite';

/**
 * Each Mantine component brings its own stylesheet, into the chunk that uses it.
 *
 * Mantine 9 ships one CSS file per component (`@mantine/core/styles/Button.css`) beside
 * the whole (`styles.css`, about 290 KB). Every component's class names live in a module of
 * its own (`esm/components/Button/Button.module.mjs`), imported by the component and by
 * any component built on it (Select imports Input's and Combobox's). Adding the matching
 * stylesheet import to that module makes Vite put the CSS in whatever chunk holds the
 * component, so a route loads the styles of the components it renders, and the sign-in
 * page only the base (`main.tsx`). Module order keeps the cascade Mantine expects: a
 * component imports the components it builds on before its own class names.
 *
 * In development Vite pre-bundles Mantine, so these modules are never seen one by one;
 * `main.tsx` loads the whole stylesheet there instead.
 */
const CLASS_NAMES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[^\\/]+[\\/])*([A-Za-z]+)\.module\.mjs$/;

export function mantineComponentStyles(): Plugin {
  return {
    name: 'matjar:mantine-component-styles',
    apply: 'build',
    transform(code, id) {
      const match = CLASS_NAMES_MODULE.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      return { code: `import '@mantine/core/styles/${match[1]}.css';\n${code}`, map: null };
    },
  };
}
