import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerGuard } from '../src/plugins/guard.js';

// Route configs and the resource kit take only the catalogue's permissions: each line marked
// with a ts-expect-error directive fails the type check (`npm run lint`) if a misspelt name
// is ever accepted.
describe('typed permissions in the API', () => {
  it('refuses a misspelt permission in a route config', async () => {
    const app = Fastify({ logger: false });
    registerGuard(app, async () => null);
    // @ts-expect-error: 'brandz' is not an area of the catalogue.
    app.get('/api/misspelt', { config: { permission: 'brandz.view' } }, async () => ({}));
    // @ts-expect-error: brands have no 'publish' action.
    app.get('/api/unknown-action', { config: { permission: ['brands.view', 'brands.publish'] } }, async () => ({}));
    app.get('/api/right', { config: { permission: 'brands.view' } }, async () => ({}));
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/right' })).toBe(true);
    await app.close();
  });
});
