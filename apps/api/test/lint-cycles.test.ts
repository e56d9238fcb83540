import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const fixtures = 'apps/api/test/fixtures/import-cycle';

/** The `import/no-cycle` errors the project's lint reports on these fixtures (which `npm run lint` itself ignores). */
async function cycleErrors(...files: string[]) {
  const eslint = new ESLint({
    cwd: root,
    ignore: false,
    // The fixtures' `.js` specifiers name `.ts` files, as the API's do.
    overrideConfig: { files: [`${fixtures}/*.ts`], settings: { 'import/resolver': { typescript: { project: 'apps/api/tsconfig.json' } } } },
  });
  const results = await eslint.lintFiles(files.map((file) => `${fixtures}/${file}`));
  return results.flatMap((result) =>
    result.messages.filter((m) => m.ruleId === 'import/no-cycle').map((m) => `${path.basename(result.filePath)}:${m.line} ${m.severity}`),
  );
}

// Most of the time is ESLint loading its plugins and the TypeScript parser, once.
describe('the lint', { timeout: 60_000 }, () => {
  it('fails on two files importing each other', async () => {
    expect(await cycleErrors('a.ts', 'b.ts')).toEqual(['a.ts:1 2', 'b.ts:1 2']);
  });

  it('lets a type-only import point back', async () => {
    expect(await cycleErrors('type-only.ts', 'runtime.ts')).toEqual([]);
  });
});
