import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineStableIds } from '../../../build/mantine-stable-ids';
import { useStableId } from './stable-id';

const require = createRequire(import.meta.url);
// The package's main file is in its cjs/ folder; the modules a build reads are in esm/.
const mantineHooks = path.resolve(path.dirname(require.resolve('@mantine/hooks')), '..');
const mantineUseId = path.join(mantineHooks, 'esm/use-id/use-id.mjs');

function Probe({ staticId }: { staticId?: string }) {
  return createElement('span', { id: useStableId(staticId) });
}

describe('Mantine ids without a second render', () => {
  it('finds the module of the installed @mantine/hooks that the build replaces', () => {
    expect(fs.existsSync(mantineUseId)).toBe(true);
    expect(MANTINE_USE_ID.test(mantineUseId)).toBe(true);
    // Still the version that swaps ids in an effect; if Mantine drops it, so can the build.
    expect(fs.readFileSync(mantineUseId, 'utf8')).toContain('setUuid(randomId())');
  });

  it("serves the app's hook in its place, and leaves every other module alone", () => {
    const plugin = mantineStableIds();
    const load = plugin.load as (id: string) => string | null;
    expect(load(mantineUseId)).toMatch(/export \{ useStableId as useId \} from ".*stable-id\.ts";/);
    expect(load(path.join(mantineHooks, 'esm/use-disclosure/use-disclosure.mjs'))).toBeNull();
  });

  it("gives React's id, or the one a component was handed", () => {
    expect(renderToString(createElement(Probe))).toMatch(/^<span id="mantine-[^"]+"><\/span>$/);
    expect(renderToString(createElement(Probe, { staticId: 'search' }))).toBe('<span id="search"></span>');
  });
});
