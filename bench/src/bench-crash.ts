/**
 * `npm run bench:crash`: crash safety on SQLite, and what `synchronous = FULL` costs.
 *
 * 1. The built server (apps/api/build.mjs) runs the write mix — orders placed, accepted and
 *    cancelled with their stock moves, units, customers — and is killed with SIGKILL at a
 *    random moment, `--rounds` times (200). After each kill the database file is opened as
 *    a restart would: every write answered 2xx must be there, `PRAGMA integrity_check` must
 *    say ok, and each product's stock plus what accepted orders hold must not have moved.
 * 2. The same mix against the app in this process with `synchronous` NORMAL and FULL taking
 *    turns (`--sync-rounds` turns of `--sync-seconds` each): writes per second and latency.
 *
 * Prints the figures and writes bench/.data/crash-results.json.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { crashRounds } from '../../apps/api/test/crash/crash-rounds.js';
import { measureSynchronous } from '../../apps/api/test/crash/sync-cost.js';
import { dataDir } from './target.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '200' },
    'sync-seconds': { type: 'string', default: '10' },
    'sync-rounds': { type: 'string', default: '3' },
    workers: { type: 'string', default: '4' },
  },
});
const workers = Number(values.workers);
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

console.log(`Crash rounds: ${values.rounds}, ${workers} writers (load ${load()})`);
const started = performance.now();
const crash = await crashRounds({ rounds: Number(values.rounds), workers, log: (line) => console.log(`  ${line}`) });
console.log(
  `${crash.rounds} rounds in ${((performance.now() - started) / 1000).toFixed(0)} s: ${crash.acknowledged} writes acknowledged, ` +
    `${crash.checked} ledger checks, ${crash.unanswered} requests cut off by a kill, ${crash.problems.length} problems`,
);
for (const problem of crash.problems.slice(0, 20)) console.log(`  PROBLEM ${problem}`);

console.log(`\nsynchronous NORMAL vs FULL: ${values['sync-rounds']} turns of ${values['sync-seconds']} s each (load ${load()})`);
await fs.mkdir(dataDir, { recursive: true });
const sync = await measureSynchronous({ seconds: Number(values['sync-seconds']), rounds: Number(values['sync-rounds']), workers, dir: dataDir });
console.log('| setting | writes | writes/s | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|');
for (const f of sync) console.log(`| ${f.setting} | ${f.writes} | ${f.writesPerSecond.toFixed(1)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} |`);
const normal = sync.find((f) => f.setting === 'NORMAL');
const full = sync.find((f) => f.setting === 'FULL');
if (normal && full) console.log(`FULL / NORMAL: throughput ${(full.writesPerSecond / normal.writesPerSecond).toFixed(2)}, p50 ${(full.p50 / normal.p50).toFixed(2)}`);
console.log(`load at the end: ${load()}`);

await fs.writeFile(path.join(dataDir, 'crash-results.json'), JSON.stringify({ at: new Date().toISOString(), crash, sync }, null, 2));
process.exitCode = crash.problems.length ? 1 : 0;
