import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAfterFirstScreen } from '../after-first-screen';
import { openNotificationStream } from './notification-stream';
import { notificationsQueryOptions } from './notifications-api';
import { NOTIFICATIONS_KEY, prependNotification } from './notifications-cache';

/** Query keys a notification makes stale besides the bell's: the tickets' lists and pages (their unread markers, new replies). */
const TICKETS_KEY = ['tickets'] as const;

/**
 * The bell's list, kept live: the stream's code is part of the signed-in shell (never of the
 * sign-in page), and the stream closes when the shell goes (sign out). Both are asked for once
 * the visit's first screen is painted, so they never compete with it.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const live = useAfterFirstScreen();
  useEffect(() => {
    if (!live) return;
    return openNotificationStream({
      onNotification: (notification) => {
        prependNotification(queryClient, notification);
        void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
      },
      onReopened: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    });
  }, [queryClient, live]);
  return useQuery({ ...notificationsQueryOptions(), enabled: live });
}
