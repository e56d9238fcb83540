import path from 'node:path';
import { bundleWorkspace, startServer } from './server-process.js';
import { type MixSetup, newLedger, prepareMix, readerOf, runMix, signIn, verifyLedger } from './write-mix.js';

export interface CrashReport {
  rounds: number;
  /** Writes answered 2xx, all found after the restarts. */
  acknowledged: number;
  /** Ledger entries compared with the database, summed over the rounds. */
  checked: number;
  /** Requests the kill left without an answer. */
  unanswered: number;
  problems: string[];
}

/**
 * Crash safety on SQLite: the built server runs the write mix on one database file and is
 * killed with SIGKILL at a random moment, `rounds` times; after each kill the file is
 * opened as a restart would, and every acknowledged write, `PRAGMA integrity_check` and
 * the stock sums are checked.
 */
export async function crashRounds(options: { rounds: number; workers?: number; minMs?: number; maxMs?: number; log?: (line: string) => void }): Promise<CrashReport> {
  const { rounds, workers = 4, minMs = 50, maxMs = 600, log = () => undefined } = options;
  const workspace = await bundleWorkspace('crash');
  const file = path.join(workspace.dataDir, 'matjar.db');
  const env = { DATA_DIR: workspace.dataDir, LOGIN_LIMIT_PER_ADDRESS: '1000000' };
  const ledger = newLedger();
  const report: CrashReport = { rounds: 0, acknowledged: 0, checked: 0, unanswered: 0, problems: [] };
  let setup: MixSetup | undefined;
  try {
    for (let round = 0; round < rounds; round++) {
      const server = await startServer(workspace.serverJs, env);
      const token = await signIn(server.url);
      setup ??= await prepareMix(server.url, token, `file:${file}`);
      const before = ledger.acknowledged;
      let stopped = false;
      const mix = runMix(server.url, token, setup, ledger, { workers, stop: () => stopped, tag: String(round) });
      await new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));
      await server.kill();
      stopped = true;
      await mix;
      const reader = await readerOf(`file:${file}`);
      const { problems, checked } = await verifyLedger(reader, setup, ledger).finally(() => reader.close());
      report.rounds++;
      report.checked += checked;
      report.problems.push(...problems.map((p) => `round ${round}: ${p}`), ...ledger.unexpected.splice(0).map((u) => `round ${round}: ${u}`));
      log(`round ${round + 1}/${rounds}: ${ledger.acknowledged - before} writes acknowledged, ${checked} checked, ${problems.length} problems`);
    }
  } finally {
    await workspace.remove();
  }
  report.acknowledged = ledger.acknowledged;
  report.unanswered = ledger.unanswered;
  return report;
}
