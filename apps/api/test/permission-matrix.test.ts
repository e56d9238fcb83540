import fs from 'node:fs/promises';
import path from 'node:path';
import { isKnownPermission, translateMessage } from '@matjar/shared';
import { beforeAll, expect, it } from 'vitest';
import {
  type MatrixRow,
  holderSets,
  passes,
  lackerSets,
  matrixRows,
  ownedObjectRoutes,
  permissionMatrixMarkdown,
  unscopedSignedInRoutes,
} from '../src/cli/permission-matrix-table.js';
import { createAccount, ensureRole } from '../src/db/accounts.js';
import { DEMO_PASSWORD, type Answer, type Api, type TestServer, describeEachDatabase } from './harness.js';
import { addressOf } from './route-addresses.js';

/**
 * The permission matrix (OWASP ASVS 8.2), asserted cell by cell over HTTP from the routes
 * the server registered: a route added later is covered without anyone listing it. The
 * table it asserts is docs/permission-matrix.md (`npm run permission-matrix`).
 */

/**
 * Cells known to be wrong, each a defect in a module being fixed elsewhere: `route|cell`,
 * e.g. `POST /api/dashboard/x/:id|has units.update`. The test expects these to fail and
 * fails once one passes, so each entry is removed when its fix lands. Empty: none found.
 */
const KNOWN_MATRIX_DEFECTS: readonly string[] = [];

/**
 * Makers for the routes of `ownedObjectRoutes`: create the object as `owner`, return the
 * address of the route that names it. Another user of the same role must get 404 there.
 */
const ownedObjectMakers: Readonly<Record<string, (owner: Api) => Promise<string>>> = {};

const docPath = path.resolve(import.meta.dirname, '../../../docs/permission-matrix.md');
const unauthenticated = translateMessage('en', 'errors.unauthenticated');

interface Caller {
  username: string;
  roleId: number;
  token: string;
}

/** The body a holder sends to a `POST /{id}` that stands for PATCH or DELETE (`_method`). */
function bodyFor(row: MatrixRow, held: readonly string[], overrides: ReadonlySet<string>): unknown {
  if (!overrides.has(row.url) || row.method !== 'POST') return undefined;
  return { _method: held.some((p) => p.endsWith('.delete')) ? 'DELETE' : 'PATCH' };
}

const isDestructive = (row: MatrixRow, held: readonly string[]) => row.method === 'DELETE' || held.some((p) => p.endsWith('.delete'));

describeEachDatabase('permission matrix', (suite) => {
  let server: TestServer;
  let admin: Api;
  let rows: MatrixRow[];
  let holder: Caller;
  let lacker: Caller;
  let other: Caller;
  const pinned: Record<string, number> = {};
  let overrides: Set<string>;

  const signIn = async (caller: Caller) => {
    caller.token = (await server.login(`${caller.username}@example.com`)).access_token;
  };
  const makeCaller = async (username: string, roleName: string): Promise<Caller> => {
    const roleId = await ensureRole(server.db, roleName, []);
    await createAccount(server.db, { username, email: `${username}@example.com`, password: DEMO_PASSWORD, roleIds: [roleId] });
    const caller = { username, roleId, token: '' };
    await signIn(caller);
    return caller;
  };
  /** Through the roles API, as an administrator would: the change bumps the holders' version. */
  const grant = async (caller: Caller, permissions: readonly string[]) => {
    const answer = await admin.patch(`/api/dashboard/roles/${caller.roleId}`, { permissions });
    if (answer.status !== 200) throw new Error(`granting ${permissions.join(',')} → ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  const send = (row: MatrixRow, address: string, token?: string, body?: unknown): Promise<Answer> =>
    server.request(row.method, address, { token, body });

  beforeAll(async () => {
    server = await suite.start();
    admin = server.api((await server.login('admin@example.com')).access_token);
    ({ rows } = matrixRows(server.routes));
    overrides = new Set(rows.filter((r) => r.method === 'POST' && rows.some((p) => p.method === 'PATCH' && p.url === r.url)).map((r) => r.url));
    holder = await makeCaller('matrix-holder', 'Matrix holder');
    other = await makeCaller('matrix-other', 'Matrix holder');
    lacker = await makeCaller('matrix-lacker', 'Matrix lacker');
    // The user and role the routes act on: nobody's own account, no permissions to escalate.
    const targetRole = await ensureRole(server.db, 'Matrix target', []);
    pinned['/api/dashboard/roles'] = targetRole;
    pinned['/api/dashboard/users'] = await createAccount(server.db, {
      username: 'matrix-target',
      email: 'matrix-target@example.com',
      password: DEMO_PASSWORD,
      roleIds: [targetRole],
    });
  });

  it('docs/permission-matrix.md is what `npm run permission-matrix` writes, and every route declares its permission', async () => {
    const { undeclared } = matrixRows(server.routes);
    expect(undeclared).toEqual([]);
    expect(rows.length).toBeGreaterThan(150);
    expect(unscopedSignedInRoutes(rows, ownedObjectRoutes)).toEqual([]);
    const unknown = rows.flatMap((row) => ('permissions' in row.access ? row.access.permissions : []).filter((p) => !isKnownPermission(p)));
    expect(unknown, 'permissions a route declares that the catalogue does not know').toEqual([]);
    const committed = await fs.readFile(docPath, 'utf8').catch(() => '');
    expect(committed, 'run `npm run permission-matrix` and commit docs/permission-matrix.md').toBe(permissionMatrixMarkdown(rows, ownedObjectRoutes));
  });

  it('answers every cell as the table says: anonymous, lacking, holding', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let cells = 0;
    const check = (row: MatrixRow, cell: string, answer: Answer, ok: boolean) => {
      cells++;
      if (!ok) failures.push(`${row.method} ${row.url}|${cell} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    };
    const addresses = new Map<string, string>();
    const addressFor = async (row: MatrixRow) => {
      if (!addresses.has(row.url)) addresses.set(row.url, await addressOf(admin, row.url, { pinned }));
      return addresses.get(row.url) as string;
    };

    // Anonymous: 401 everywhere but public routes, which answer without asking for a sign-in.
    for (const row of rows) {
      const answer = await send(row, await addressFor(row));
      const refused = answer.status === 403 || (answer.status === 401 && answer.body?.message === unauthenticated);
      check(row, 'anonymous', answer, row.access.kind === 'public' ? !refused : answer.status === 401);
    }

    // Lacks: one role change per permission set, then every route that set must not pass.
    const lacking = rows.flatMap((row) => lackerSets(row.access).map((set) => ({ row, set, key: set.join(',') })));
    lacking.sort((a, b) => a.key.localeCompare(b.key));
    let current: string | undefined;
    for (const { row, set, key } of lacking) {
      if (key !== current) await grant(lacker, set);
      current = key;
      const answer = await send(row, await addressFor(row), lacker.token);
      check(row, `lacks ${row.access.kind === 'all-of' ? 'one of' : 'all of'} ${'permissions' in row.access ? row.access.permissions.join() : ''}`, answer, answer.status === 403);
    }

    // Has: the route's own checks run (2xx, 404, 409, 422), never 401/403. Deletions last,
    // each on an address read afresh, so earlier requests still find their rows.
    const holding = rows.flatMap((row) => holderSets(row.access).map((set) => ({ row, set, key: set.join(',') })));
    holding.sort((a, b) => Number(isDestructive(a.row, a.set)) - Number(isDestructive(b.row, b.set)) || a.key.localeCompare(b.key));
    current = undefined;
    for (const { row, set, key } of holding) {
      if (key !== current) await grant(holder, set);
      current = key;
      const address = isDestructive(row, set) ? await addressOf(admin, row.url, { pinned }) : await addressFor(row);
      let answer = await send(row, address, holder.token, bodyFor(row, set, overrides));
      if (answer.status === 401 && (await server.api(holder.token).get('/api/dashboard/me')).status === 401) {
        // An earlier route (signing out) ended the holder's session: sign in and ask again.
        await signIn(holder);
        answer = await send(row, address, holder.token, bodyFor(row, set, overrides));
      }
      check(row, `has ${set.join(' and ') || 'a role without permissions'}`, answer, answer.status !== 401 && answer.status !== 403);
      if (bodyFor(row, set, overrides) !== undefined && !isDestructive(row, set) && passes(row.access, [set[0]?.replace(/\.update$/, '.delete') ?? ''])) {
        // A form post standing for PATCH or DELETE checks the permission of the one it asks for.
        const deleting = await send(row, address, holder.token, { _method: 'DELETE' });
        check(row, `has ${set.join()} but asks _method=DELETE`, deleting, deleting.status === 403);
      }
    }

    const known = new Set(KNOWN_MATRIX_DEFECTS);
    const cellOf = (failure: string) => failure.slice(0, failure.indexOf(' → '));
    expect(failures.filter((f) => !known.has(cellOf(f))), `${cells} cells`).toEqual([]);
    const fixed = [...known].filter((k) => !failures.some((f) => cellOf(f) === k));
    expect(fixed, 'fixed: remove these from KNOWN_MATRIX_DEFECTS').toEqual([]);
    expect(cells).toBeGreaterThan(rows.length * 2);
    console.log(`permission matrix [${suite.dialect}]: ${cells} cells over ${rows.length} routes`);
  });

  it("answers another user's own objects with 404, and the profile routes act on the caller only", async () => {
    await grant(holder, []);
    for (const route of ownedObjectRoutes) {
      const key = `${route.method} ${route.url}`;
      const make = Object.hasOwn(ownedObjectMakers, key) ? ownedObjectMakers[key] : undefined;
      expect(make, `a maker in ownedObjectMakers for ${key}`).toBeDefined();
      const address = await (make as (owner: Api) => Promise<string>)(server.api(holder.token));
      expect((await server.request(route.method, address, { token: other.token })).status, key).toBe(404);
    }
    await signIn(holder);
    const [mine, theirs] = await Promise.all([server.api(holder.token).get('/api/dashboard/profile'), server.api(other.token).get('/api/dashboard/profile')]);
    expect(mine.body.data.username).toBe('matrix-holder');
    expect(theirs.body.data.username).toBe('matrix-other');
  });
});
