import type { ListMeta, Notification } from '@matjar/shared';
import type { QueryClient } from '@tanstack/react-query';

/** `GET /api/dashboard/notifications`: newest first, with the unread count in `meta`. */
export interface NotificationList {
  data: Notification[];
  meta: ListMeta & { unread_count: number };
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** Edits the cached list in place, keeping the unread count in step with the rows. */
export function updateNotifications(queryClient: QueryClient, change: (rows: Notification[]) => Notification[]): void {
  queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => {
    if (!list) return list;
    const rows = change(list.data);
    const removed = list.data.length - rows.length;
    return {
      data: rows,
      meta: {
        ...list.meta,
        total: Math.max(0, list.meta.total - removed),
        unread_count: rows.filter((row) => row.read_at === null).length + unreadBeyondPage(list),
      },
    };
  });
}

/** Unread notifications the loaded page does not hold (older than its last row). */
const unreadBeyondPage = (list: NotificationList) =>
  Math.max(0, list.meta.unread_count - list.data.filter((row) => row.read_at === null).length);

/** A notification that arrived live goes on top, once (a resumed stream may repeat none, but a refetch may have it). */
export const prependNotification = (queryClient: QueryClient, notification: Notification) =>
  updateNotifications(queryClient, (rows) => [notification, ...rows.filter((row) => row.id !== notification.id)]);
