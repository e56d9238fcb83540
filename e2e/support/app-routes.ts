import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from './session';
import { users } from './users';

/** A screen of the app's route tree, as the running app registered it. */
export interface AppRoute {
  /** `/dashboard/customers/$customer/addresess/$id` */
  path: string;
  /** Under the public (auth) layout: the sign-in and password-recovery screens. */
  public: boolean;
}

interface RegisteredRoute {
  id: string;
  fullPath: string;
  children?: unknown;
}

/** What the tests use of the router TanStack Router leaves on `window` in the browser. */
export interface RouterWindow {
  __TSR_ROUTER__?: {
    routesById: Record<string, RegisteredRoute>;
    state: { status: 'idle' | 'pending' };
    navigate(options: { href: string }): Promise<void>;
  };
}

/**
 * Every leaf of the route tree the page's app runs, read from its router (TanStack Router
 * keeps the browser's router on `window.__TSR_ROUTER__`): a module that registers a screen
 * is visited without this list being touched. Layout routes are skipped; their leaves draw them.
 */
export function appRoutes(page: Page): Promise<AppRoute[]> {
  return page.evaluate(() => {
    const router = (window as unknown as RouterWindow).__TSR_ROUTER__;
    if (!router) throw new Error('The app has no router on window.__TSR_ROUTER__');
    const leaves = Object.values(router.routesById).filter((route) => !route.children || Object.keys(route.children).length === 0);
    return leaves.map((route) => ({ path: route.fullPath, public: route.id.includes('/_auth/') }));
  });
}

/**
 * Where the demo data's ids for a path's params come from: `/api` before the path up to the
 * param (the places levels), unless the API names the collection otherwise (below).
 */
const collectionsNamedOtherwise: Record<string, string> = {
  '/dashboard/settings/roles_permissions': '/api/dashboard/roles',
  '/dashboard/customers/$customer/addresess': '/api/dashboard/customer-addresses/$customer',
  '/dashboard/support': '/api/dashboard/tickets',
  '/dashboard/tickets': '/api/dashboard/tickets',
};

/** Params that name a row by another of its fields than its id (`tickets/$code`). */
const paramFields: Record<string, string> = { $code: 'code' };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The path with a concrete id from the demo data for each `$param` (the first row of its
 * collection, under the ids already chosen), its optional params dropped and a splat empty.
 */
export async function concretePath(request: APIRequestContext, token: string, path: string, ids: Map<string, number | string>): Promise<string> {
  const segments = path.replace(/\/\{-\$\w+\}/g, '').split('/');
  const concrete: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment === '$') break;
    if (!segment.startsWith('$')) {
      concrete.push(segment);
      continue;
    }
    const field = paramFields[segment] ?? 'id';
    const collectionPath = segments.slice(0, index).join('/');
    if (!ids.has(collectionPath)) {
      const collection = collectionsNamedOtherwise[collectionPath] ?? `/api${collectionPath}`;
      const url = collection.replace(/\$(\w+)/g, (_, name: string) => String(ids.get(segments.slice(0, segments.indexOf(`$${name}`)).join('/'))));
      const response = await request.get(url, { headers: bearer(token), params: { perPage: 1 } });
      expect(response.status(), `${url} for ${path}`).toBe(200);
      const [first] = ((await response.json()) as { data: Record<string, number | string>[] }).data;
      expect(first?.[field], `the demo data has a row at ${url} for ${path}`).toBeDefined();
      ids.set(collectionPath, first![field]!);
    }
    concrete.push(String(ids.get(collectionPath)));
  }
  return concrete.join('/') || '/';
}

/**
 * A screen has finished drawing once the router is idle, its title is there and nothing
 * says it is still loading (tables say `aria-busy`, the rest show a loader).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as RouterWindow).__TSR_ROUTER__?.state.status === 'idle');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Opens a path of the app as a link would, without loading the app again. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => (window as unknown as RouterWindow).__TSR_ROUTER__?.navigate({ href }), path);
}

/**
 * Every screen of the app the page has loaded, as a path to open with the demo data's ids
 * (the admin's view of them). The page must have the app loaded (the sign-in page will do).
 */
export async function appScreens(page: Page, request: APIRequestContext): Promise<AppRoute[]> {
  const routes = await appRoutes(page);
  expect(routes.length).toBeGreaterThan(30);
  const token = await apiToken(request, users.admin);
  const ids = new Map<string, number>();
  const screens: AppRoute[] = [];
  for (const route of routes) screens.push({ path: await concretePath(request, token, route.path, ids), public: route.public });
  return screens;
}
