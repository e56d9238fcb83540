import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openNotificationStream } from './notification-stream';
import { notificationsQueryOptions } from './notifications-api';
import { NOTIFICATIONS_KEY, prependNotification } from './notifications-cache';

/** Query keys a notification makes stale besides the bell's: the tickets' lists and pages (their unread markers, new replies). */
const TICKETS_KEY = ['tickets'] as const;

/**
 * The bell's list, kept live: the stream's code is part of the signed-in shell (never of the
 * sign-in page), and the stream closes when the shell goes (sign out).
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openNotificationStream({
        onNotification: (notification) => {
          prependNotification(queryClient, notification);
          void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
        },
        onReopened: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      }),
    [queryClient],
  );
  return useQuery(notificationsQueryOptions());
}
