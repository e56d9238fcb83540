import { idQuery, isCalendarDate, listMeta, listQuery } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HistoryService } from './history.service.js';

const instant = z.iso.datetime({ offset: true });

/**
 * A day (`2026-03-01`: that UTC day, as every list's date filter reads it) or an ISO instant
 * with its offset (the screen sends where the user's day starts and ends), on a real
 * calendar day (`0000-00-00T…` is refused).
 */
const dayOrInstant = z
  .string()
  .refine((value) => isCalendarDate(value) || (instant.safeParse(value).success && isCalendarDate(value.slice(0, 10))), 'validation.date')
  .optional();

const historyQuery = listQuery.extend({
  model: z.string().max(60).optional(),
  model_id: z.string().max(64).optional(),
  user_id: idQuery,
  impersonator_id: idQuery,
  action: z.string().max(40).optional(),
  date_from: dayOrInstant,
  date_to: dayOrInstant,
  /** The history's own names before every list's date filter was `date_from`/`date_to`: aliases of those. */
  from: dayOrInstant,
  to: dayOrInstant,
});

const entryOut = z.object({
  id: z.number(),
  action: z.string(),
  model: z.string(),
  model_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  user: z.object({ id: z.number(), username: z.string() }).nullable(),
  impersonator: z.object({ id: z.number(), username: z.string() }).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});

/** Read-only: the history has no route that edits or deletes an entry. */
export function historyRoutes(service: HistoryService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const names = z.object({ data: z.array(z.string()) });
    const config = { permission: 'models-history.all' } as const;
    const tags = ['history'];

    // Choices for the screen's filters, read from what the history holds.
    r.get('/api/dashboard/history/models', {
      config,
      schema: { tags, response: { 200: names } },
      handler: async () => ({ data: await service.models() }),
    });

    r.get('/api/dashboard/history/actions', {
      config,
      schema: { tags, response: { 200: names } },
      handler: async () => ({ data: await service.actions() }),
    });

    // The users filter works for a history reader without users.view: only who acted, and their names.
    r.get('/api/dashboard/history/users', {
      config,
      schema: { tags, response: { 200: z.object({ data: z.array(z.object({ id: z.number(), username: z.string() })) }) } },
      handler: async () => ({ data: await service.users() }),
    });

    r.get('/api/dashboard/history', {
      config,
      schema: { tags, querystring: historyQuery, response: { 200: z.object({ data: z.array(entryOut), meta: listMeta }) } },
      handler: (request) => service.list(request.query),
    });
  };
}
