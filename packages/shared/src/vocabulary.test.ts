import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module `file` loads, following its relative imports, with the packages it names. */
function importsOf(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1] as string);
  seen.set(file, specifiers);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) importsOf(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')), seen);
  }
  return seen;
}

describe('vocabulary', () => {
  // A list or the signed-in layout imports the vocabulary for its sort keys and states; a
  // zod import behind it would bring the form libraries (and zod's eval probe, refused by
  // the page's CSP) into every screen's first visit.
  it('loads no zod, directly or through the modules it imports', () => {
    const graph = importsOf(path.join(import.meta.dirname, 'vocabulary.ts'));
    const withZod = [...graph].filter(([, specifiers]) => specifiers.includes('zod')).map(([file]) => path.relative(import.meta.dirname, file));
    expect(withZod).toEqual([]);
  });
});
