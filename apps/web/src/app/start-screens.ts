import type { Locale } from '@matjar/shared';
import { fetchCurrencies, localCurrencyQueryOptions, seesCurrencies } from '../components/pickers/local-currency-query';
import { loadQueryClient } from '../lib/api/load-query-client';
import { preloadCatalogues } from '../lib/i18n/i18n';
import { nextTask } from '../lib/next-task';
import { lastProfile } from '../lib/session/last-profile';
import { fetchMe, meQueryOptions } from '../lib/session/me-query';
import { checkPathIds, type ScreenData } from './route-kit';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;
type AnyRoute = Parameters<AppRouter['loadRouteChunk']>[0];

/**
 * A signed-in visit needs the profile, and the screen it opens needs its code, its
 * catalogues and its data. Left to the router they go one after the other: the guards
 * wait for the profile, which waits for the query client's chunk, and only then do the
 * loaders ask for strings and data. Here all of it is asked for as the app starts,
 * from what each matched route declares (`staticData`: see `screen` in `route-kit.ts`);
 * the router's guards and loaders then find it loaded or in flight.
 */
export async function startMatchedScreens(router: AppRouter, locale: Locale): Promise<unknown> {
  // The profile is fetched now, not once the query client's chunk has loaded.
  const profile = fetchMe();
  profile.catch(() => undefined);
  // So are the currencies, which most screens' prices need: at once where the profile kept
  // from the last visit allows them (a hint: the server decides), else once the profile does.
  const kept = lastProfile.read();
  const currencies = (kept ? Promise.resolve(kept) : profile).then((me) => {
    if (!seesCurrencies(me)) return undefined;
    const list = fetchCurrencies();
    list.catch(() => undefined);
    return { list };
  });
  currencies.catch(() => undefined);
  const datas: Array<{ data: ScreenData; params: Record<string, string>; search: Record<string, unknown> }> = [];
  const namespaces: string[] = [];
  const routes = router.routesById as Record<string, AnyRoute | undefined>;
  const matched: AnyRoute[] = [];
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = routes[match.routeId];
    if (!route) continue;
    matched.push(route);
    const { staticData } = route.options as { staticData?: { namespaces?: readonly string[]; data?: ScreenData } };
    namespaces.push(...(staticData?.namespaces ?? []));
    if (staticData?.data && idsAreIds(match.params)) datas.push({ data: staticData.data, params: match.params, search: match.search });
  }
  void loadQueryClient().then(async (queryClient) => {
    // Not in the task that evaluates the query client's chunk (with the layout's, 50-90 ms).
    await nextTask();
    void queryClient.prefetchQuery({ ...meQueryOptions(), queryFn: () => profile });
    // In flight or in: the layout's own prefetch of them then finds it so.
    void currencies.then((allowed) => allowed && queryClient.prefetchQuery({ ...localCurrencyQueryOptions(), queryFn: () => allowed.list })).catch(() => undefined);
    for (const { data, params, search } of datas) data(queryClient, { params, search });
  });
  // Each file asked for costs the main thread a few milliseconds (Vite's loader links each one
  // it finds unlinked): each route's code in a task of its own, then the strings.
  const code: Array<Promise<unknown> | undefined> = [];
  for (const route of matched) {
    await nextTask();
    code.push(router.loadRouteChunk(route)?.catch(() => undefined));
  }
  void preloadCatalogues(locale, namespaces);
  return Promise.all(code);
}

function idsAreIds(params: Record<string, string>): boolean {
  try {
    checkPathIds(params);
    return true;
  } catch {
    return false;
  }
}
