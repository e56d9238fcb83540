import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * Which methods a path answers, for the 405 of a known path asked with another method
 * (RFC 9110 §15.5.6: the answer lists them in `Allow`). Fastify's own router is not
 * exposed, so the registered routes are mirrored into a router of the same kind.
 */
export function trackAllowedMethods(app: FastifyInstance): (url: string) => string[] {
  const router = FindMyWay();
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      methods.add(method);
      router.on(method, route.url, () => undefined);
    }
  });
  return (url) => {
    const path = url.split('?')[0] ?? '/';
    return [...methods].filter((method) => router.find(method, path) !== null).sort();
  };
}
