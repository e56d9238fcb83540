import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  clearNotifications,
  markRead,
  NOTIFICATIONS_KEY,
  type NotificationList,
  notificationsQueryOptions,
  prependNotification,
  removeNotification,
  updateNotifications,
} from './notifications-api';

/** Query keys a notification makes stale besides the bell's: the tickets' lists and pages (their unread markers, new replies). */
const TICKETS_KEY = ['tickets'] as const;

/**
 * The bell's list, kept live: the stream's code loads with the signed-in shell, after its
 * first paint, and the stream closes when the shell goes (sign out).
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let close: (() => void) | undefined;
    let unmounted = false;
    void import('./notification-stream').then(({ openNotificationStream }) => {
      if (unmounted) return;
      close = openNotificationStream({
        onNotification: (notification) => {
          prependNotification(queryClient, notification);
          void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
        },
        onReopened: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      });
    });
    return () => {
      unmounted = true;
      close?.();
    };
  }, [queryClient]);
  return useQuery(notificationsQueryOptions());
}

/**
 * A change to the list, shown at once and sent; on a failure the list is fetched again,
 * so the bell never keeps a change the server refused.
 */
function useNotificationChange<Variables>(send: (variables: Variables) => Promise<unknown>, show: (variables: Variables) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: show,
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useNotificationActions() {
  const queryClient = useQueryClient();
  const edit = (change: Parameters<typeof updateNotifications>[1]) => updateNotifications(queryClient, change);
  const read = useNotificationChange(markRead, (id: number) =>
    edit((rows) => rows.map((row) => (row.id === id ? { ...row, read_at: new Date().toISOString() } : row))),
  );
  const remove = useNotificationChange(removeNotification, (id: number) => edit((rows) => rows.filter((row) => row.id !== id)));
  const clear = useNotificationChange(clearNotifications, () =>
    queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => list && { data: [], meta: { ...list.meta, total: 0, unread_count: 0 } }),
  );
  return { read, remove, clear };
}
