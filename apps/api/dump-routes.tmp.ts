import { buildApp } from './src/app.js';
import { loadConfig } from './src/config.js';
const config = loadConfig({ ...process.env, NODE_ENV: 'test', SEED_DEMO: 'true', JWT_SECRET: '', DATA_DIR: '/tmp/h/data', DATABASE_URL: 'file:/tmp/h/data/m.db' });
const app = await buildApp(config);
await app.app.ready();
for (const r of app.routes) console.log(r.method, r.url, JSON.stringify(r.config));
const spec = app.app.swagger();
console.log(Object.keys((spec as any).paths).length);
await app.close();
