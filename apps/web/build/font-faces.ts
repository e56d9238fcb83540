import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** How app/fonts.css names a cut face: `url('matjar-fonts/<file>')`. */
const ALIAS = 'matjar-fonts/';
const FONTS_CSS = path.resolve(import.meta.dirname, '../src/app/fonts.css');

const INTER_LATIN = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const PLEX_ARABIC = '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2';

/**
 * The faces app/fonts.css declares, cut at build time to its `unicode-range` (the one list of
 * the characters each face draws) and, for Inter, to the weights the screens use:
 * 400 to 700, where its whole axis runs from 100 to 900.
 */
const FACES: ReadonlyArray<{ file: string; source: string; weights?: { min: number; max: number } }> = [
  { file: 'inter-latin-wght-normal.woff2', source: INTER_LATIN, weights: { min: 400, max: 700 } },
  { file: 'inter-latin-rest-wght-normal.woff2', source: INTER_LATIN, weights: { min: 400, max: 700 } },
  { file: 'ibm-plex-sans-arabic-arabic-400-normal.woff2', source: PLEX_ARABIC },
  { file: 'ibm-plex-sans-arabic-arabic-rest-400-normal.woff2', source: PLEX_ARABIC },
];

/** The code points of the `unicode-range` of the `@font-face` rule that loads `file`. */
export function faceCodePoints(css: string, file: string): number[] {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '').find((body) => body.includes(`'${ALIAS}${file}'`));
  const range = rule?.match(/unicode-range:([^;]+);/)?.[1];
  if (!range) throw new Error(`font-faces: app/fonts.css has no unicode-range for ${file}`);
  return range.split(',').flatMap((part) => {
    const bounds = part.trim().match(/^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i);
    if (!bounds?.[1]) throw new Error(`font-faces: cannot read "${part.trim()}" in the unicode-range of ${file}`);
    const first = parseInt(bounds[1], 16);
    const last = parseInt(bounds[2] ?? bounds[1], 16);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

let written: Promise<void> | undefined;

/** Cuts each face once per build process (the chunk groups' first pass builds too). */
function writeFaces(dir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  written ??= (async () => {
    const css = await fs.readFile(FONTS_CSS, 'utf8');
    await fs.mkdir(dir, { recursive: true });
    for (const face of FACES) {
      const source = await fs.readFile(require.resolve(face.source));
      const text = String.fromCodePoint(...faceCodePoints(css, face.file));
      const cut = await subsetFont(source, text, { targetFormat: 'woff2', ...(face.weights && { variationAxes: { wght: face.weights } }) });
      await fs.writeFile(path.join(dir, face.file), cut);
    }
  })();
  return written;
}

/**
 * The app's faces as a phone should fetch them: each cut to the characters and weights the
 * dashboard draws with it, written under node_modules/.cache at the start of a build (or of
 * the development server) and found there by app/fonts.css.
 */
export function fontFaces(): Plugin {
  const dir = path.resolve(import.meta.dirname, '../node_modules/.cache/matjar-fonts');
  return {
    name: 'matjar:font-faces',
    config: () => ({ resolve: { alias: [{ find: ALIAS, replacement: `${dir}/` }] } }),
    buildStart: () => writeFaces(dir),
  };
}
