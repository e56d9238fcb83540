import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, useNotifications } from '@mantine/notifications';
import { TOAST_MS } from '@matjar/shared';
import { useState } from 'react';
import { QueryClientProvider, useIsFetching, useIsMutating } from '@tanstack/react-query';
import { HistoryModelLabelsProvider } from '../../components/history-model-labels';
import { ImpersonationBanner } from '../../features/impersonation/components/impersonation-banner';
import { DashboardLayout } from '../../layouts/dashboard-layout/dashboard-layout';
import { queryClient } from '../../lib/api/query-client';
import { useReportBusy } from '../../lib/busy-signal';
import { useLocale } from '../../lib/i18n/use-locale';
import { useCurrentUser } from '../../lib/session/current-user';
import { visibleMenu } from '../menu';
import { historyModelLabels } from '../modules';

/** Queries and mutations in flight move the top progress bar. */
function QueryActivity() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  useReportBusy('queries', fetching + mutating > 0);
  return null;
}

/**
 * The toasts' container, made with the first toast: Mantine's mounts a transition group
 * for each of its six corners, for a first paint that shows none. It shows what the
 * store already holds when it arrives.
 */
function Toasts() {
  const { dir } = useLocale();
  const [made, setMade] = useState(false);
  const shown = useNotifications().notifications.length > 0;
  if (shown && !made) setMade(true);
  if (!made && !shown) return null;
  // Top end: top-right in English, top-left in Arabic.
  return <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} autoClose={TOAST_MS} />;
}

function SignedInLayout() {
  return <DashboardLayout groups={visibleMenu(useCurrentUser())} banner={<ImpersonationBanner />} />;
}

/** The signed-in app: its data cache, toasts and dialogs, and the layout with the user's menu. */
export default function AppLayoutPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <HistoryModelLabelsProvider value={historyModelLabels}>
        <ModalsProvider>
          <Toasts />
          <QueryActivity />
          <SignedInLayout />
        </ModalsProvider>
      </HistoryModelLabelsProvider>
    </QueryClientProvider>
  );
}
