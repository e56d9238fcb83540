import { idQuery, isCalendarDate, listMeta, listQuery } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { containsPattern, paginate } from '../../lib/list.js';

/** An ISO instant with its offset, on a real calendar day (`0000-00-00T…` is refused). */
const instant = z
  .string()
  .datetime({ offset: true, error: 'validation.date' })
  .refine((value) => isCalendarDate(value.slice(0, 10)), 'validation.date')
  .optional();

const historyQuery = listQuery.extend({
  model: z.string().max(60).optional(),
  model_id: z.string().max(64).optional(),
  user_id: idQuery,
  impersonator_id: idQuery,
  action: z.string().max(40).optional(),
  from: instant,
  to: instant,
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

const parse = (value: string | null) => (value === null ? null : (JSON.parse(value) as unknown));

/** Read-only: the history has no route that edits or deletes an entry. */
export function historyRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const names = z.object({ data: z.array(z.string()) });

    // Choices for the screen's filters, read from what the history holds.
    r.get('/api/dashboard/history/models', {
      config: { permission: 'models-history.all' },
      schema: { tags: ['history'], response: { 200: names } },
      handler: async () => {
        const rows = await db.selectFrom('history').select('model').distinct().orderBy('model').execute();
        return { data: rows.map((row) => row.model) };
      },
    });

    r.get('/api/dashboard/history/actions', {
      config: { permission: 'models-history.all' },
      schema: { tags: ['history'], response: { 200: names } },
      handler: async () => {
        const rows = await db.selectFrom('history').select('action').distinct().orderBy('action').execute();
        return { data: rows.map((row) => row.action) };
      },
    });

    // The users filter works for a history reader without users.view: only who acted, and their names.
    r.get('/api/dashboard/history/users', {
      config: { permission: 'models-history.all' },
      schema: { tags: ['history'], response: { 200: z.object({ data: z.array(z.object({ id: z.number(), username: z.string() })) }) } },
      handler: async () => {
        const data = await db
          .selectFrom('users')
          .select(['users.id', 'users.username'])
          .where((eb) => eb.exists(eb.selectFrom('history').select('history.id').whereRef('history.user_id', '=', 'users.id')))
          .orderBy('users.username')
          .execute();
        return { data };
      },
    });

    r.get('/api/dashboard/history', {
      config: { permission: 'models-history.all' },
      schema: { tags: ['history'], querystring: historyQuery, response: { 200: z.object({ data: z.array(entryOut), meta: listMeta }) } },
      handler: async (request) => {
        const q = request.query;
        let base = db
          .selectFrom('history as h')
          .leftJoin('users as u', 'u.id', 'h.user_id')
          .leftJoin('users as i', 'i.id', 'h.impersonator_id')
          .select([
            'h.id', 'h.action', 'h.model', 'h.model_id', 'h.before', 'h.after', 'h.ip', 'h.created_at',
            'h.user_id', 'u.username as user_name', 'h.impersonator_id', 'i.username as impersonator_name',
          ]);
        if (q.model) base = base.where('h.model', '=', q.model);
        if (q.model_id) base = base.where('h.model_id', '=', q.model_id);
        if (q.user_id) base = base.where('h.user_id', '=', q.user_id);
        if (q.impersonator_id) base = base.where('h.impersonator_id', '=', q.impersonator_id);
        if (q.search) {
          // Who (either identity), on what (model, exact id), from where (address prefix): what the screen shows.
          const pattern = containsPattern(q.search.toLowerCase());
          const addressPrefix = `${q.search.replace(/[\\%_]/g, '')}%`;
          base = base.where(sql<boolean>`(lower(u.username) like ${pattern} escape '\\' or lower(i.username) like ${pattern} escape '\\'
            or h.model like ${pattern} escape '\\' or h.model_id = ${q.search} or h.ip like ${addressPrefix})`);
        }
        if (q.action) base = base.where('h.action', '=', q.action);
        if (q.from) base = base.where('h.created_at', '>=', new Date(q.from).toISOString());
        if (q.to) base = base.where('h.created_at', '<=', new Date(q.to).toISOString());
        type Row = {
          id: number; action: string; model: string; model_id: string | null; before: string | null; after: string | null;
          ip: string | null; created_at: string; user_id: number | null; user_name: string | null;
          impersonator_id: number | null; impersonator_name: string | null;
        };
        const { rows, meta } = await paginate<Row>(db, base, q, {
          sorts: { id: 'h.id' },
          defaultSort: '-id',
          idColumn: 'h.id',
        });
        return {
          data: rows.map((row) => ({
            id: row.id,
            action: row.action,
            model: row.model,
            model_id: row.model_id,
            before: parse(row.before),
            after: parse(row.after),
            user: row.user_id && row.user_name ? { id: row.user_id, username: row.user_name } : null,
            impersonator:
              row.impersonator_id && row.impersonator_name ? { id: row.impersonator_id, username: row.impersonator_name } : null,
            ip: row.ip,
            created_at: row.created_at,
          })),
          meta,
        };
      },
    });
  };
}
