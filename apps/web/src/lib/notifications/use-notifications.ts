import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useAfterFirstScreen } from '../after-first-screen';
import { type NotificationStream, openNotificationStream } from './notification-stream';
import { notificationsQueryOptions } from './notifications-api';
import { NOTIFICATIONS_KEY, prependNotification } from './notifications-cache';

/** Query keys a notification makes stale besides the bell's: the tickets' lists and pages (their unread markers, new replies). */
const TICKETS_KEY = ['tickets'] as const;

/**
 * The bell's list, kept live: the stream's code is part of the signed-in shell (never of the
 * sign-in page), and the stream closes when the shell goes (sign out). Both are asked for once
 * the visit's first screen is painted, so they never compete with it. `wake` is for the bell's
 * opening: a stream the server replaced (too many tabs) is not live, so the list is fetched
 * afresh and the stream reopened.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const live = useAfterFirstScreen();
  const stream = useRef<NotificationStream | null>(null);
  useEffect(() => {
    if (!live) return;
    const opened = openNotificationStream({
      onNotification: (notification) => {
        prependNotification(queryClient, notification);
        void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
      },
      onReopened: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    });
    stream.current = opened;
    return () => {
      opened.close();
      stream.current = null;
    };
  }, [queryClient, live]);
  const wake = useCallback(() => {
    if (!stream.current?.replaced()) return;
    // Now rather than once the stream is back: the panel opens on a list the stream did not keep.
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    stream.current.resume();
  }, [queryClient]);
  return { list: useQuery({ ...notificationsQueryOptions(), enabled: live }), wake };
}
