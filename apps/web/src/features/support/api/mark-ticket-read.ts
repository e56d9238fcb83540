import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notificationsQueryOptions, ticketCodeOf } from '../../../lib/notifications/notifications-api';
import { useNotificationActions } from '../../../lib/notifications/use-notifications';

/** Marks read the unread notifications about a ticket: its page is open, so the news is seen. */
export function useMarkTicketRead(): (code: string) => void {
  const { data } = useQuery(notificationsQueryOptions());
  const { mutate } = useNotificationActions().read;
  return useCallback(
    (code: string) => {
      for (const row of data?.data ?? []) if (row.read_at === null && ticketCodeOf(row) === code) mutate(row.id);
    },
    [data, mutate],
  );
}
