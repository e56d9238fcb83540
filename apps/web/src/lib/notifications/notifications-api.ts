import type { Notification } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-fetch';
import { NOTIFICATIONS_KEY, type NotificationList } from './notifications-cache';

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
