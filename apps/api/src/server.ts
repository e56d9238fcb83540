import './node-version.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const started = performance.now();
const config = loadConfig();
const { app, close } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info({ ms: Math.round(performance.now() - started) }, `Matjar ready at ${config.tls ? 'https' : 'http'}://${config.host}:${config.port}`);

// Finish the requests in flight, then release the database, on either stop signal.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
