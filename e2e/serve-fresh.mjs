// Starts the built server on an empty data folder, so every browser run begins from the
// demo seed and nothing is left over from an earlier run.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, process.env.DATA_DIR ?? '.data/server');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../apps/api/dist/server.js');
