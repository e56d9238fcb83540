import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What gains from compression; fonts (woff2) and images are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` (brotli, best) and `name.gz` (gzip, best) beside every text file of the
 * build, so the server picks one by `Accept-Encoding` and compresses nothing per request
 * (`apps/api/src/plugins/spa.ts`). A variant no smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'matjar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      writes = config.build.write;
    },
    async closeBundle() {
      if (!writes) return;
      const files = (await filesUnder(outDir)).filter((file) => TEXT.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
