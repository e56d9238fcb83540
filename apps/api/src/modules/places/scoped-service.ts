import type { ListMeta, ListQuery, Locale } from '@matjar/shared';
import type { Actor } from '../../lib/history.js';
import type { ResourceService } from '../../lib/resource-routes.js';

/** A level of the places tree: each call names the parents it works under. */
export interface NestedService<Parent, Input> {
  list: (parent: Parent, query: ListQuery, locale: Locale) => Promise<{ data: unknown[]; meta: ListMeta }>;
  get: (parent: Parent, id: number) => Promise<unknown>;
  create: (parent: Parent, input: Input, actor: Actor) => Promise<unknown>;
  update: (parent: Parent, id: number, input: Input, actor: Actor) => Promise<unknown>;
  remove: (parent: Parent, ids: number[], actor: Actor, locale: Locale) => Promise<unknown>;
}

/** The level's service with its parents fixed, as the standard route set calls it. */
export function scopedTo<Parent, Input>(service: NestedService<Parent, Input>, parent: Parent): ResourceService<ListQuery, Input, Input, Actor> {
  return {
    list: (query, locale) => service.list(parent, query, locale),
    get: (id) => service.get(parent, id),
    create: (input, actor) => service.create(parent, input, actor),
    update: (id, input, actor) => service.update(parent, id, input, actor),
    remove: (ids, actor, locale) => service.remove(parent, ids, actor, locale),
  };
}
