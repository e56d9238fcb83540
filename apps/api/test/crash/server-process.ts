import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import serverNodeArgs from '../../server-node-args.json' with { type: 'json' };

const apiDir = path.resolve(import.meta.dirname, '../..');

/** A free port on the loopback address. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A folder inside the workspace (so the bundle finds node_modules) holding the API bundle
 * (`node build.mjs --outdir`) and a data folder the server processes share across restarts.
 */
export async function bundleWorkspace(prefix: string): Promise<{ dir: string; serverJs: string; dataDir: string; remove: () => Promise<void> }> {
  await fs.mkdir(path.join(apiDir, '.data'), { recursive: true });
  const dir = await fs.mkdtemp(path.join(apiDir, '.data', `${prefix}-`));
  execFileSync(process.execPath, ['build.mjs', '--outdir', path.join(dir, 'dist')], { cwd: apiDir, stdio: 'inherit' });
  return {
    dir,
    serverJs: path.join(dir, 'dist/server.js'),
    dataDir: path.join(dir, 'data'),
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
  /** SIGKILL: no handler runs, nothing is flushed by the process. */
  kill: () => Promise<void>;
  /** SIGTERM, as a service manager stops it. */
  stop: () => Promise<void>;
}

/** Starts the bundle as `npm start` does (server-node-args.json) and waits until it answers. */
export async function startServer(serverJs: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeArgs, serverJs], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', WEB_DIST: path.dirname(serverJs), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    const ready = await fetch(`${url}/api/bootstrap`).then((r) => r.ok, () => false);
    if (ready) break;
    if (tries > 600) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    exited,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
