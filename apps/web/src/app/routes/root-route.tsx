import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/error-pages/not-found-page';
import { RouteError } from '../../components/error-pages/route-error';
import { TopProgressBar } from '../../components/top-progress-bar/top-progress-bar';
import { EmptyLayout } from '../../layouts/empty-layout';
import { fetchBootstrap } from '../../lib/api/bootstrap';
import { useIsBusy } from '../../lib/busy-signal';

function Root() {
  const routeLoading = useRouterState({ select: (state) => state.status === 'pending' });
  const working = useIsBusy();
  return (
    <>
      <TopProgressBar active={routeLoading || working} />
      <Outlet />
    </>
  );
}

/**
 * GET /api/bootstrap once at start (spec §7); its data is the root's loader data for the
 * whole visit. If it fails, the error screen shows the status (404 with the server's
 * message, otherwise 500).
 */
export const rootRoute = createRootRoute({
  loader: fetchBootstrap,
  staleTime: Infinity,
  component: Root,
  notFoundComponent: () => (
    <EmptyLayout>
      <NotFoundPage />
    </EmptyLayout>
  ),
  errorComponent: (props) => (
    <EmptyLayout>
      <RouteError {...props} />
    </EmptyLayout>
  ),
});
