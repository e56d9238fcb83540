import type { Locale } from '@matjar/shared';
import fc from 'fast-check';
import type { Answer, TestServer } from '../harness.js';
import { MISSING_ID, addressOf } from '../route-addresses.js';
import { isTranslated, schemaErrors } from './answer-checks.js';
import type { FuzzSession } from './fuzz-session.js';
import { type Operation, operationName } from './operations.js';
import { type IdPools, type JsonSchema, breakagesOf, dropAt, setAt, sitesOf, validValue } from './schema-arbitraries.js';

/** One request the fuzzer sends. */
interface Case {
  mode: 'valid' | 'invalid';
  locale: Locale;
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** JSON, or a multipart form with bracket keys (`name[en]`) as the web app's forms send. */
  encoding: 'json' | 'form';
  /** What was broken, for an invalid case. */
  broken?: string;
}

export interface OperationStats {
  valid: number;
  invalid: number;
  statuses: Record<number, number>;
}

export interface FuzzOptions {
  seed: number;
  /** Cases of each kind (valid shape, invalid shape) per operation. */
  runs: number;
}

const badIds = ['abc', '0', '-1', '1.5', '99999999999999999999', '1e3', '%00', '..', ' 1'];

// An address carries UTF-8: a lone surrogate reaches the server as U+FFFD, as browsers send it.
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

const fill = (route: string, values: Record<string, string>) =>
  route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(wellFormed(values[name] ?? String(MISSING_ID))));

/** A body as form fields: `items[0][quantity]=2`; null is an empty field, an empty list is left out. */
function formOf(body: unknown): FormData | unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const form = new FormData();
  const add = (prefix: string, value: unknown) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) add(prefix ? `${prefix}[${key}]` : key, item);
    } else {
      form.append(prefix, wellFormed(value === null ? '' : String(value)));
    }
  };
  add('', body);
  return form;
}

function queryString(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item === null ? '' : String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function queryArbitrary(op: Operation, pools: IdPools) {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  // Each optional filter is sent now and then: with all of them at once a list is rarely reached.
  for (const param of op.query) {
    const value = validValue(param.schema, pools, param.name);
    record[param.name] = param.required ? value : fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });
  }
  return fc.record(record);
}

function bodyArbitrary(op: Operation, pools: IdPools): fc.Arbitrary<unknown> {
  return op.body ? validValue(op.body, pools) : fc.constant(undefined);
}

function parentSent(body: unknown, path: (string | number)[]): boolean {
  let node = body;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node !== null && typeof node === 'object';
}

/** The ways to make this operation's request invalid; `apply` gives undefined where one does not apply. */
function breakagesFor(op: Operation) {
  const out: { describe: string; apply: (c: Case) => Case | undefined }[] = [];
  for (const param of op.pathParams) {
    if (param.schema.type !== 'integer') continue;
    for (const bad of badIds) out.push({ describe: `path ${param.name}=${bad}`, apply: (c) => ({ ...c, path: { ...c.path, [param.name]: bad } }) });
  }
  for (const param of op.query) {
    // A string's wrong type cannot be told in a query, and a 100,000-character address is
    // refused by Node itself (431) before the app sees it: both are left out.
    for (const b of breakagesOf(param.schema, param.required)) {
      if (typeof b.value === 'object' || (typeof b.value === 'string' && b.value.length > 10_000)) continue;
      out.push({ describe: `query ${param.name}: ${b.describe}`, apply: (c) => ({ ...c, query: { ...c.query, [param.name]: b.value } }) });
    }
  }
  if (op.body) {
    for (const site of sitesOf(op.body)) {
      const where = site.path.join('.') || 'body';
      // A form post standing for DELETE reads no other field: break the PATCH it stands for.
      const asPatch = (c: Case) => (op.override && site.path[0] !== '_method' && c.body && typeof c.body === 'object' ? { ...c, body: { ...c.body, _method: 'PATCH' } } : c);
      for (const b of breakagesOf(site.schema, site.required)) {
        out.push({ describe: `${where}: ${b.describe}`, apply: (c) => asPatch({ ...c, body: setAt(c.body, site.path, b.value) }) });
      }
      if (site.required && site.path.length > 0 && typeof site.path.at(-1) === 'string') {
        // Only where the field's parent was sent: dropping from an absent parent changes nothing.
        out.push({ describe: `${where}: missing`, apply: (c) => (parentSent(c.body, site.path) ? asPatch({ ...c, body: dropAt(c.body, site.path) }) : undefined) });
      }
    }
  }
  return out;
}

/**
 * Drives every operation with fast-check: requests of valid shape and of invalid shape,
 * checking each answer. Returns the problems found (one line each, with the request).
 */
export async function fuzzOperations(
  server: TestServer,
  session: FuzzSession,
  operations: readonly Operation[],
  pools: IdPools,
  options: FuzzOptions,
  stats: Map<string, OperationStats>,
): Promise<string[]> {
  const problems: string[] = [];
  const getRoutes = new Set(operations.filter((op) => op.method === 'GET').map((op) => op.route));

  const send = async (op: Operation, c: Case): Promise<Answer> => {
    const url = `${fill(op.route, c.path)}${queryString(c.query)}`;
    const body = c.encoding === 'form' ? formOf(c.body) : c.body;
    const request = () => server.request(op.method, url, { token: op.public ? undefined : session.token(), lang: c.locale, body });
    let answer = await request();
    if (answer.status === 401 && !op.public) {
      // The run's own session ended (signed out, password changed): restore it and resend.
      await session.restore();
      answer = await request();
    }
    return answer;
  };

  const gone = async (route: string, path: Record<string, string>, id: unknown) => {
    const answer = await server.request('GET', fill(route, { ...path, id: String(id) }), { token: session.token() });
    return answer.status === 404 ? undefined : `GET ${fill(route, { ...path, id: String(id) })} → ${answer.status} after it was deleted`;
  };

  const check = async (op: Operation, c: Case, answer: Answer): Promise<string | undefined> => {
    const s = answer.status;
    if (s >= 500) return `${s} ${JSON.stringify(answer.body).slice(0, 200)}`;
    if (s >= 400) {
      if (!isTranslated(c.locale, answer.body?.message)) return `${s} without a ${c.locale} message: ${JSON.stringify(answer.body).slice(0, 200)}`;
      return undefined;
    }
    if (c.mode === 'invalid') return `${s} to an invalid request (${c.broken})`;
    if (s < 200 || s >= 300) return undefined;
    if (!op.responses.has(s)) return `${s} is not a documented answer`;
    const schema = op.responses.get(s);
    const json = (answer.headers.get('content-type') ?? '').includes('application/json');
    if (schema && json) {
      const errors = schemaErrors(schema, answer.body);
      if (errors.length) return `${s} does not match its documented schema: ${errors.slice(0, 3).join('; ')}`;
    }
    // A deleted object is gone: its own address answers 404 afterwards.
    const deleting = op.method === 'DELETE' || (c.body as { _method?: unknown } | undefined)?._method === 'DELETE';
    if (deleting && op.route.endsWith('/:id') && getRoutes.has(op.route)) return gone(op.route, c.path, c.path.id);
    if (op.method === 'DELETE' && getRoutes.has(`${op.route}/:id`) && c.body && typeof c.body === 'object') {
      for (const ids of Object.values(c.body)) {
        for (const id of Array.isArray(ids) ? ids : []) {
          const problem = await gone(`${op.route}/:id`, c.path, id);
          if (problem) return problem;
        }
      }
    }
    return undefined;
  };

  for (const [index, op] of operations.entries()) {
    const name = operationName(op);
    const entry: OperationStats = stats.get(name) ?? { valid: 0, invalid: 0, statuses: {} };
    stats.set(name, entry);
    const address = await addressOf(server.api(session.token()), op.route, {
      avoid: { '/api/dashboard/users': [session.userId], '/api/dashboard/roles': [session.superAdminRoleId] },
    });
    const real = Object.fromEntries(
      op.route.split('/').flatMap((segment, i) => (segment.startsWith(':') ? [[segment.slice(1), decodeURIComponent(address.split('/')[i] ?? '')]] : [])),
    ) as Record<string, string>;
    const pathArbitrary = fc.record(
      Object.fromEntries(
        op.pathParams.map((p) => [
          p.name,
          p.schema.type === 'integer'
            ? fc.oneof({ weight: 4, arbitrary: fc.constant(real[p.name] ?? String(MISSING_ID)) }, { weight: 1, arbitrary: fc.constantFrom(...pools.any).map(String) })
            : fc.oneof(fc.constant(real[p.name] ?? 'x'), validValue(p.schema as JsonSchema, pools, p.name).map(String)),
        ]),
      ),
    ) as fc.Arbitrary<Record<string, string>>;
    const base = fc.record({
      locale: fc.constantFrom<Locale>('en', 'ar'),
      path: pathArbitrary,
      query: queryArbitrary(op, pools),
      body: bodyArbitrary(op, pools),
      encoding: op.body ? fc.constantFrom<Case['encoding']>('json', 'json', 'json', 'form') : fc.constant<Case['encoding']>('json'),
    });
    const breakages = breakagesFor(op);
    const run = async (mode: Case['mode'], arbitrary: fc.Arbitrary<Case>, offset: number) => {
      const result = await fc.check(
        fc.asyncProperty(arbitrary, async (c) => {
          const answer = await send(op, c);
          entry[mode]++;
          entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
          const problem = await check(op, c, answer);
          if (problem) throw new Error(problem);
        }),
        { seed: options.seed + index * 2 + offset, numRuns: options.runs, endOnFailure: true },
      );
      if (result.failed) {
        const c = result.counterexample?.[0] as Case | undefined;
        const request = c ? `${op.method} ${fill(op.route, c.path)}${queryString(c.query)} [${c.locale}, ${c.encoding}] ${JSON.stringify(c.body)?.slice(0, 300)}` : '';
        const message = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        problems.push(`${name} (${mode}): ${message} — ${request} (seed ${result.seed}, path ${result.counterexamplePath})`);
      }
    };
    await run('valid', base.map((b) => ({ ...b, mode: 'valid' as const })), 0);
    if (breakages.length) {
      const invalid = fc
        .tuple(base, fc.constantFrom(...breakages))
        .map(([b, breakage]): Case | undefined => {
          const broken = breakage.apply({ ...b, mode: 'invalid' });
          return broken && { ...broken, broken: breakage.describe };
        })
        .filter((c): c is Case => c !== undefined);
      await run('invalid', invalid, 1);
    }
  }
  return problems;
}
