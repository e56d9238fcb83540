import '@mantine/notifications/styles.css';
import { useNotifications } from '@mantine/notifications';
import { TOAST_MS } from '@matjar/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { DeferredMount } from '../../components/deferred/deferred-mount';
import { HistoryModelLabelsProvider } from '../../components/history-model-labels';
import { DashboardLayout } from '../../layouts/dashboard-layout/dashboard-layout';
import { queryClient } from '../../lib/api/query-client';
import { reportBusy } from '../../lib/busy-signal';
import { useLocale } from '../../lib/i18n/use-locale';
import { useCurrentUser } from '../../lib/session/current-user';
import { useStoreTheme } from '../../lib/theme/use-store-theme';
import { visibleMenu } from '../menu';
import { historyModelLabels } from '../modules';

/**
 * Queries and mutations in flight move the top progress bar. Followed through the caches'
 * events rather than rendered (`useIsFetching`): a count that changes with every answer,
 * read during the layout's first render, made React throw away the render it was making in
 * slices and make it again in one long task.
 */
function useQueryActivity() {
  useEffect(() => {
    // Batched as the query client's own hooks are: a cache event can come mid-render.
    const report = notifyManager.batchCalls(() => reportBusy('queries', queryClient.isFetching() + queryClient.isMutating() > 0));
    const unsubscribe = [queryClient.getQueryCache().subscribe(report), queryClient.getMutationCache().subscribe(report)];
    report();
    return () => {
      for (const stop of unsubscribe) stop();
      reportBusy('queries', false);
    };
  }, []);
}

const Notifications = lazy(() => import('../../components/deferred/mantine-popups').then((parts) => ({ default: parts.Notifications })));

/**
 * The toasts' container, made (and its code loaded) with the first toast: Mantine's mounts
 * a transition group for each of its six corners, for a first paint that shows none. It
 * shows what the store already holds when it arrives.
 */
function Toasts() {
  const { dir } = useLocale();
  const [made, setMade] = useState(false);
  const shown = useNotifications().notifications.length > 0;
  if (shown && !made) setMade(true);
  if (!made && !shown) return null;
  // Top end: top-right in English, top-left in Arabic.
  return (
    <Suspense fallback={null}>
      <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} autoClose={TOAST_MS} />
    </Suspense>
  );
}

/** Shown only while an admin is signed in as someone else: its code comes then. */
const ImpersonationBanner = lazy(() => import('../../features/impersonation/components/impersonation-banner'));

function SignedInLayout() {
  const user = useCurrentUser();
  useStoreTheme();
  const banner = user?.impersonator ? (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  ) : null;
  return <DashboardLayout groups={visibleMenu(user)} banner={banner} />;
}

/**
 * The signed-in app: its data cache, toasts, and the layout with the user's menu.
 * The router mounts it in one urgent render; made in a render of its own (DeferredMount),
 * the frame and the first screen are made in slices instead of one long task on a phone.
 */
export default function AppLayoutPage() {
  useQueryActivity();
  return (
    <QueryClientProvider client={queryClient}>
      <DeferredMount>
        <HistoryModelLabelsProvider value={historyModelLabels}>
          <Toasts />
          <SignedInLayout />
        </HistoryModelLabelsProvider>
      </DeferredMount>
    </QueryClientProvider>
  );
}
