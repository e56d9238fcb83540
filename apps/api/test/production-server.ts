import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import serverNodeArgs from '../server-node-args.json' with { type: 'json' };

const apiDir = path.resolve(import.meta.dirname, '..');

/** A free port on the loopback address. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  /** The server's peak resident memory so far, in bytes (Linux `VmHWM`). */
  peakMemory: () => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * The API bundled and started as `npm start` starts it: its own Node process, with the
 * options of `server-node-args.json`, on a fresh SQLite database with the demo data.
 */
export async function startProductionServer(): Promise<ServerProcess> {
  // Inside the workspace, so the bundle finds its packages in node_modules.
  await fs.mkdir(path.join(apiDir, '.data'), { recursive: true });
  const dir = await fs.mkdtemp(path.join(apiDir, '.data', 'production-'));
  execFileSync(process.execPath, ['build.mjs', '--outdir', path.join(dir, 'dist')], { cwd: apiDir, stdio: 'inherit' });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...serverNodeArgs, path.join(dir, 'dist/server.js')], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'error', WEB_DIST: dir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/bootstrap`).then((r) => r.ok, () => false);
    if (ready) break;
    if (tries > 300) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    peakMemory: async () => {
      const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
