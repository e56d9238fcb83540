import fs from 'node:fs/promises';
import { bundleWorkspace, startServer } from './crash/server-process.js';

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
  const bundle = await bundleWorkspace('production');
  const server = await startServer(bundle.serverJs, { DATA_DIR: bundle.dataDir });
  return {
    url: server.url,
    peakMemory: async () => {
      const status = await fs.readFile(`/proc/${server.child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
    },
    stop: async () => {
      await server.stop();
      await bundle.remove();
    },
  };
}
