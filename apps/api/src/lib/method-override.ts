import { type Permission, can } from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from './errors.js';
import { uploadsOf } from './forms.js';

interface Target<Params, Body> {
  permission: Permission;
  body?: z.ZodType<Body>;
  handler: (request: FastifyRequest, params: Params, body: Body) => Promise<unknown>;
}

/**
 * `POST /x/{id}` with `_method=PATCH|DELETE` (forms cannot send PATCH): the route the
 * spec's clients call, doing exactly what the real method's route does. The body is
 * validated by the same schema, after `_method` is taken out.
 */
export function methodOverrideRoute<Params, PatchBody>(
  app: FastifyInstance,
  options: {
    url: string;
    tags: string[];
    params: z.ZodType<Params>;
    PATCH: Target<Params, PatchBody>;
    /** Left out where the resource has no delete: `_method=DELETE` is then invalid. */
    DELETE?: Target<Params, undefined>;
  },
) {
  const allowed: [string, ...string[]] = options.DELETE ? ['PATCH', 'DELETE'] : ['PATCH'];
  // Only text names a method: a form's `_method[x]` is an object without a prototype, which
  // String() cannot even turn into text.
  const methods = z.object({ _method: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(allowed)) });
  app.withTypeProvider<ZodTypeProvider>().post(options.url, {
    config: {
      permission: [options.PATCH.permission, ...(options.DELETE ? [options.DELETE.permission] : [])],
      // The route has no body schema of its own: its files are those of the update's body.
      uploads: uploadsOf(options.PATCH.body),
    },
    schema: {
      tags: options.tags,
      summary: 'Update (_method=PATCH) or delete (_method=DELETE) through a form post',
      params: options.params,
    },
    handler: async (request) => {
      const { _method: method, ...rest } = (request.body ?? {}) as Record<string, unknown>;
      const { _method } = methods.parse({ _method: method });
      const target = (_method === 'PATCH' ? options.PATCH : options.DELETE) as Target<Params, unknown>;
      if (!can(request.auth, target.permission)) throw forbidden();
      const body = target.body ? target.body.parse(rest) : undefined;
      return target.handler(request, request.params as Params, body as never);
    },
  });
}

