import { type Permission, type Requirement, allPermissions, can } from '@matjar/shared';

/**
 * The permission matrix (OWASP ASVS 8.2) derived from the registered routes: who may call
 * each /api route, and what each kind of caller must be answered. The command
 * `npm run permission-matrix` writes it to docs/permission-matrix.md; the test
 * apps/api/test/permission-matrix.test.ts asserts every cell over HTTP and fails when the
 * committed file is not what this module would write.
 */

/** A route as the guard registered it (`RouteDeclaration` of plugins/guard.ts). */
export interface DeclaredRoute {
  method: string;
  url: string;
  config: { permission?: unknown; allPermissions?: unknown; public?: unknown } | undefined;
}

export type Access =
  | { kind: 'public' }
  /** `permission: null`: any signed-in user. */
  | { kind: 'signed-in' }
  /** A name or an any-of list: one holder per alternative; lacking means none of them. */
  | { kind: 'any-of'; permissions: string[] }
  /** `allPermissions: true`: the holder has every one; lacking any one is refused. */
  | { kind: 'all-of'; permissions: string[] };

export interface MatrixRow {
  method: string;
  url: string;
  access: Access;
}

const own = (config: DeclaredRoute['config'], key: 'permission' | 'allPermissions' | 'public') =>
  config !== undefined && Object.hasOwn(config, key) ? config[key] : undefined;

/** What a route declares, or undefined when it declares nothing (which the guard refuses). */
export function accessOf(route: DeclaredRoute): Access | undefined {
  if (own(route.config, 'public') === true) return { kind: 'public' };
  if (route.config === undefined || !Object.hasOwn(route.config, 'permission')) return undefined;
  const permission = own(route.config, 'permission');
  if (permission === null) return { kind: 'signed-in' };
  const permissions = typeof permission === 'string' ? [permission] : Array.isArray(permission) ? permission.map(String) : [];
  if (permissions.length === 0) return { kind: 'signed-in' };
  return own(route.config, 'allPermissions') === true ? { kind: 'all-of', permissions } : { kind: 'any-of', permissions };
}

/** The /api routes, one per method and address, HEAD included (it runs its GET's checks). */
export function matrixRows(routes: readonly DeclaredRoute[]): { rows: MatrixRow[]; undeclared: string[] } {
  const rows: MatrixRow[] = [];
  const undeclared: string[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    if (!route.url.startsWith('/api')) continue;
    for (const method of route.method.split(',')) {
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const access = accessOf(route);
      if (access) rows.push({ method, url: route.url, access });
      else undeclared.push(key);
    }
  }
  rows.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  return { rows, undeclared };
}

// The names come from route configs, which the type check already holds to the catalogue.
const requirementOf = (access: Access): Requirement =>
  access.kind === 'any-of' || access.kind === 'all-of' ? (access.permissions as readonly Permission[]) : null;

/** Whether holding exactly these permissions passes the route's check (the guard's own matcher). */
export const passes = (access: Access, held: readonly string[]) =>
  can({ roles: [], permissions: held }, requirementOf(access), { all: access.kind === 'all-of' });

/** The permission sets of the "has" column: one per alternative, or all of them together. */
export function holderSets(access: Access): string[][] {
  if (access.kind === 'any-of') return access.permissions.map((permission) => [permission]);
  if (access.kind === 'all-of') return [access.permissions];
  return access.kind === 'signed-in' ? [[]] : [];
}

/**
 * The permission sets of the "lacks" column: everything in the catalogue that does not
 * grant the route (so a route checking a neighbouring permission is caught); for all-of,
 * one set per required permission, holding every other.
 */
export function lackerSets(access: Access): string[][] {
  if (access.kind === 'any-of') return [allPermissions.filter((p) => !passes(access, [p]))];
  if (access.kind === 'all-of') {
    return access.permissions.map((missing) => allPermissions.filter((p) => !passes({ kind: 'any-of', permissions: [missing] }, [p])));
  }
  return [];
}

/** Where an id in the address names one user's own object: answered 404 to another user of the same role. */
export interface OwnedObjectRoute {
  method: string;
  url: string;
}

/**
 * The routes that address one user's own objects by id (notifications, support tickets,
 * sessions when they come). Each needs an entry here and a maker in the matrix test
 * (`ownedObjectMakers`), which creates the object as one user and addresses it as another.
 * None exists yet: the profile routes act on the caller without an id.
 */
export const ownedObjectRoutes: readonly OwnedObjectRoute[] = [];

/**
 * Routes open to any signed-in user that take an id in the address, yet are not declared
 * as owned-object routes: without an owner check any user could reach anyone's object.
 */
export const unscopedSignedInRoutes = (rows: readonly MatrixRow[], owned: readonly OwnedObjectRoute[]) =>
  rows
    .filter((row) => row.access.kind === 'signed-in' && row.url.includes(':'))
    .filter((row) => !owned.some((o) => o.method === row.method && o.url === row.url))
    .map((row) => `${row.method} ${row.url}`);

const describeAccess = (access: Access) => {
  switch (access.kind) {
    case 'public':
      return 'public';
    case 'signed-in':
      return 'any signed-in user';
    case 'any-of':
      return access.permissions.map((p) => `\`${p}\``).join(' or ');
    case 'all-of':
      return access.permissions.map((p) => `\`${p}\``).join(' and ');
  }
};

const ALLOWED = 'not 401/403';

/** docs/permission-matrix.md, as the command writes it. */
export function permissionMatrixMarkdown(rows: readonly MatrixRow[], owned: readonly OwnedObjectRoute[]): string {
  const isOwned = (row: MatrixRow) => owned.some((o) => o.method === row.method && o.url === row.url);
  const lines = [
    '# Permission matrix',
    '',
    '<!-- Generated by `npm run permission-matrix` from the registered routes; do not edit. -->',
    '',
    'Every /api route of the server, what it declares (`config.permission` or `config.public`),',
    'and what each kind of caller is answered. `apps/api/test/permission-matrix.test.ts` sends',
    'each cell as a real request (real ids of seeded rows in the address) on SQLite and',
    'PostgreSQL, and fails when this file differs from what the command writes.',
    '',
    '- **Anonymous**: no token. A public route answers it without asking for a sign-in',
    '  (never 403, nor the 401 "please sign in"; a bad credential it was sent may still be 401).',
    '- **Lacks**: a user whose role holds every permission of the catalogue except those that',
    '  would grant the route (for all-of routes: every one but one, once per required permission).',
    '- **Has**: a user whose role holds exactly the required permission (once per alternative of',
    '  an any-of list; all of them for an all-of route); for "any signed-in user", a role without',
    '  permissions. Allowed means the answer is neither 401 nor 403 (2xx, 404, 409 or 422).',
    '- **Other user**: for a route addressing one user\'s own object by id, another user of the',
    '  same role gets 404.',
    '',
    '| Method | Address | Requires | Anonymous | Lacks | Has | Other user |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const { access } = row;
    const anonymous = access.kind === 'public' ? 'no sign-in asked' : '401';
    const lacks = access.kind === 'any-of' || access.kind === 'all-of' ? '403' : '–';
    const has = access.kind === 'public' ? '–' : ALLOWED;
    const other = isOwned(row) ? '404' : '–';
    lines.push(`| ${row.method} | \`${row.url}\` | ${describeAccess(access)} | ${anonymous} | ${lacks} | ${has} | ${other} |`);
  }
  const count = (kind: Access['kind']) => rows.filter((r) => r.access.kind === kind).length;
  lines.push(
    '',
    `${rows.length} routes: ${count('public')} public, ${count('signed-in')} for any signed-in user, ` +
      `${count('any-of') + count('all-of')} behind a permission.`,
    '',
  );
  return lines.join('\n');
}
