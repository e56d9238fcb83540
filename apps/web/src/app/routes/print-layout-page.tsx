import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { queryClient } from '../../lib/api/query-client';

/** The signed-in app's data cache around a printable page, with no dashboard chrome. */
export default function PrintLayoutPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
