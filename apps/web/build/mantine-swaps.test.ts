import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_PART, FULL_WIDTH_CLASS, ZERO_RIGHT_CLASS } from './mantine-app-shell-scroll';
import { SCROLL_AREA } from './mantine-scroll-area-refs';
import { MANTINE_USE_ID } from './mantine-stable-ids';

const require = createRequire(import.meta.url);
/** A package's folder, from its main entry (`cjs/index.cjs`), as its exports map hides `package.json`. */
const mantine = (name: 'core' | 'hooks') => path.resolve(path.dirname(require.resolve(`@mantine/${name}`)), '..');

/**
 * The Mantine modules the build swaps a part of (docs/decisions/0017-mantine-swaps.md), each
 * with the SHA-256 of the file the swap was written against (Mantine 9.7.3). A release that
 * changes one fails here: read the new file, check that the swap still does what the
 * original does (the same exports, the same one import replaced), then record its hash.
 */
const PINNED = [
  { file: path.join(mantine('hooks'), 'esm/use-id/use-id.mjs'), swap: MANTINE_USE_ID, sha256: '58068c8b5a3515a0ef0609b6f75c38e98a028afcb20f5c24a8643b62238dd49c' },
  { file: path.join(mantine('core'), 'esm/components/ScrollArea/ScrollArea.mjs'), swap: SCROLL_AREA, sha256: 'e1ae475222b327e576c93d9934bf754d553da38892fc8f1107d4dd8e92370b2b' },
  ...(['Header', 'Footer', 'Aside'] as const).map((part) => ({
    file: path.join(mantine('core'), `esm/components/AppShell/AppShell${part}/AppShell${part}.mjs`),
    swap: APP_SHELL_PART,
    sha256: { Header: '3f1bf9d381aa52ec9710d5036626e7c3107d7404f6a8613f10336046420f9a62', Footer: '701d56d614786be7ea3b78dbdf85b87469137b525875143b72aeda0bd4ec7c9e', Aside: '80856a7d8f01911773af611147f9bf890bab30d5b616b51404e32fafeb374c16' }[part],
  })),
];

describe("the build's swaps of Mantine internals", () => {
  it.each(PINNED.map((pin) => ({ ...pin, name: path.basename(pin.file) })))('$name is the file its swap was written for', ({ file, swap, sha256 }) => {
    // A moved or renamed module no longer matches, and the swap would stop without a word.
    expect(file).toMatch(swap);
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(sha256);
  });

  it("gives the app shell the scroll lock's own class names", () => {
    const classes = require('react-remove-scroll-bar/constants') as { zeroRightClassName: string; fullWidthClassName: string };
    expect([ZERO_RIGHT_CLASS, FULL_WIDTH_CLASS]).toEqual([classes.zeroRightClassName, classes.fullWidthClassName]);
  });
});
