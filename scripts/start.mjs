// `npm start`: build what is stale, then serve the API and the web app on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import serverNodeArgs from '../apps/api/server-node-args.json' with { type: 'json' };
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();
const server = spawn(process.execPath, [...serverNodeArgs, path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
