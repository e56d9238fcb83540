import type { ListMeta, Notification } from '@matjar/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api/api-fetch';

/** `GET /api/dashboard/notifications`: newest first, with the unread count in `meta`. */
export interface NotificationList {
  data: Notification[];
  meta: ListMeta & { unread_count: number };
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => apiFetch<NotificationList>('/dashboard/notifications', { signal }),
  });

/** The ticket a notification is about: the page its link opens (`tickets/{code}`). */
export const ticketCodeOf = ({ data: { data } }: Notification): string => ('ticket' in data ? data.ticket.code : data.code);

/** When it happened, as spec §3 gives it (unix seconds): the ticket's opening or the reply's. */
export const happenedAt = ({ data: { data } }: Notification): number => 1000 * ('ticket' in data ? data.created : data.opened_at);

/** Spec §7 `POST /notifications`: `{ id }` marks read, `{ method: 'delete', id }` removes, `all` clears. */
export const markRead = (id: number) => apiFetch('/notifications', { method: 'POST', body: { id } });
export const removeNotification = (id: number) => apiFetch('/notifications', { method: 'POST', body: { method: 'delete', id } });
export const clearNotifications = () => apiFetch('/notifications', { method: 'POST', body: { method: 'delete', all: true } });

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
