// Starts the built server on an empty data folder, so every browser run begins from the
// demo seed and nothing is left over from an earlier run. The server runs as `npm start`
// runs it: its own process, with the same Node options. Each Playwright worker starts one
// (support/test.ts).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import serverNodeArgs from '../apps/api/server-node-args.json' with { type: 'json' };

const dataDir = path.resolve(import.meta.dirname, process.env.DATA_DIR ?? '.data/server');
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [...serverNodeArgs, path.resolve(import.meta.dirname, '../apps/api/dist/server.js')], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// Started with an IPC channel, the parent going away (a worker killed mid-run) ends the
// server too, rather than leaving it on the port for the next run to trip over.
process.on('disconnect', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
