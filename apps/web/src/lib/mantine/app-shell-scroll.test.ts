import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_PART, FULL_WIDTH_CLASS, ZERO_RIGHT_CLASS, mantineAppShellScroll } from '../../../build/mantine-app-shell-scroll';

const require = createRequire(import.meta.url);
const mantineCore = path.resolve(path.dirname(require.resolve('@mantine/core')), '..');
const shellPart = (name: string) => path.join(mantineCore, `esm/components/AppShell/AppShell${name}/AppShell${name}.mjs`);

describe("the app shell without the modals' scroll lock (build/mantine-app-shell-scroll.ts)", () => {
  it('finds the modules of the installed @mantine/core that it serves, which read only the class name', () => {
    for (const name of ['Header', 'Footer', 'Aside']) {
      const file = shellPart(name);
      expect(APP_SHELL_PART.test(file)).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      // If Mantine starts using the lock itself here, the build must stop standing in for it.
      expect(source.match(/RemoveScroll\b[^;\n]*/g)).toEqual(['RemoveScroll } from "react-remove-scroll"', 'RemoveScroll.classNames.zeroRight]: ctx.offsetScrollbars }, className),']);
    }
  });

  it('names the classes as the scroll lock pads them', () => {
    expect(ZERO_RIGHT_CLASS).toBe(zeroRightClassName);
    expect(FULL_WIDTH_CLASS).toBe(fullWidthClassName);
  });

  it('stands in for the lock in those modules only', () => {
    const plugin = mantineAppShellScroll();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const standIn = resolve('react-remove-scroll', shellPart('Header'));
    expect(standIn).toBeTruthy();
    expect(load(standIn!)).toContain(`zeroRight: "${zeroRightClassName}"`);
    expect(resolve('react-remove-scroll', path.join(mantineCore, 'esm/components/ModalBase/ModalBase.mjs'))).toBeNull();
    expect(resolve('react', shellPart('Header'))).toBeNull();
  });
});
