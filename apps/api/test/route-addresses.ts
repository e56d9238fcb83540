import type { Api } from './harness.js';

/**
 * Real addresses for route patterns: every `:param` becomes the id of a row that exists,
 * read (as a caller who may list it) from the list at the address before it —
 * `/countries/:countryId/governorates/:id` takes a country from `/countries`, then one of
 * its governorates. So a request reaches the route's own checks instead of stopping at
 * "not found". Used by the permission matrix and the fuzzer.
 */

/** Where a parameter's ids are listed when the address before it is not a list. */
const listOverrides: readonly { pattern: RegExp; list: string }[] = [
  { pattern: /^\/api\/dashboard\/customer-addresses$/, list: '/api/dashboard/customers' },
];

/** Values for parameters that are not row ids (public tokens, media names). */
const fixedValues: Readonly<Record<string, string>> = {
  token: 'not-a-real-token',
  size: 'thumb',
  file: 'missing.webp',
  '*': 'index.html',
};

/** An id that no row has: what a parameter gets when its list is empty. */
export const MISSING_ID = 999_999_999;

export interface AddressOptions {
  /** Ids to use for a list (keyed by its address), e.g. users that may be changed freely. */
  pinned?: Readonly<Record<string, number>>;
  /** Ids a request must never address (the caller's own account, the Super Admin role). */
  avoid?: Readonly<Record<string, readonly number[]>>;
}

const segmentsOf = (url: string) => url.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':') || segment === '*';

async function idsAt(api: Api, list: string, options: AddressOptions): Promise<number[]> {
  const pinned = options.pinned && Object.hasOwn(options.pinned, list) ? options.pinned[list] : undefined;
  if (pinned !== undefined) return [pinned];
  const answer = await api.get(`${list}${list.includes('?') ? '&' : '?'}perPage=20`);
  if (answer.status !== 200 || !Array.isArray(answer.body?.data)) return [];
  const avoided = new Set(options.avoid && Object.hasOwn(options.avoid, list) ? options.avoid[list] : []);
  return (answer.body.data as { id?: unknown }[])
    .map((row) => row.id)
    .filter((id): id is number => typeof id === 'number' && !avoided.has(id));
}

/**
 * The route's address with real ids. Where the choice of a parent decides whether its
 * children exist (a product's variants), parents are tried until one has them.
 */
export async function addressOf(api: Api, pattern: string, options: AddressOptions = {}): Promise<string> {
  const segments = segmentsOf(pattern);
  const resolve = async (index: number, done: string[]): Promise<string[] | undefined> => {
    if (index === segments.length) return done;
    const segment = segments[index] as string;
    if (!isParam(segment)) return resolve(index + 1, [...done, segment]);
    const name = segment === '*' ? '*' : segment.slice(1);
    if (Object.hasOwn(fixedValues, name)) return resolve(index + 1, [...done, fixedValues[name] as string]);
    const before = `/${done.join('/')}`;
    const list = listOverrides.find((o) => o.pattern.test(before))?.list ?? before;
    const ids = await idsAt(api, list, options);
    const hasMoreParams = segments.slice(index + 1).some(isParam);
    for (const id of hasMoreParams ? ids.slice(0, 5) : ids.slice(0, 1)) {
      const rest = await resolve(index + 1, [...done, String(id)]);
      if (rest && !rest.includes(String(MISSING_ID))) return rest;
    }
    return hasMoreParams && ids.length ? resolve(index + 1, [...done, String(ids[0])]) : resolve(index + 1, [...done, String(ids[0] ?? MISSING_ID)]);
  };
  const resolved = await resolve(0, []);
  return `/${(resolved ?? []).join('/')}`;
}
