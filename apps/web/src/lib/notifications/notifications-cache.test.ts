import type { Notification } from '@matjar/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_KEY, type NotificationList, prependNotification, updateNotifications } from './notifications-cache';

const created = (id: number, read: boolean): Notification => ({
  id,
  type: 'ticket_created',
  read_at: read ? '2026-11-27T09:00:00.000Z' : null,
  created_at: '2026-11-27T08:00:00.000Z',
  data: { data: { code: `TK-AAAA${id}A`, opened_at: 1_795_766_400 } },
});

/** A first page of two rows out of five, three of the five unread (one of them beyond the page). */
function cacheWithPage(): QueryClient {
  const queryClient = new QueryClient();
  const list: NotificationList = {
    data: [created(5, false), created(4, true)],
    meta: { current_page: 1, per_page: 2, total: 5, total_is_estimate: false, last_page: 3, next_cursor: null, unread_count: 3 },
  };
  queryClient.setQueryData(NOTIFICATIONS_KEY, list);
  return queryClient;
}

const cached = (queryClient: QueryClient) => queryClient.getQueryData<NotificationList>(NOTIFICATIONS_KEY)!;

describe('the bell’s cached list', () => {
  it('puts a live notification on top once, counting it unread', () => {
    const queryClient = cacheWithPage();
    prependNotification(queryClient, created(6, false));
    prependNotification(queryClient, created(6, false));
    expect(cached(queryClient).data.map((row) => row.id)).toEqual([6, 5, 4]);
    expect(cached(queryClient).meta).toMatchObject({ total: 6, unread_count: 4 });
  });

  it('keeps the unread notifications beyond the page in the count when one is read or removed', () => {
    const queryClient = cacheWithPage();
    updateNotifications(queryClient, (rows) => rows.map((row) => ({ ...row, read_at: row.read_at ?? 'now' })));
    expect(cached(queryClient).meta.unread_count).toBe(2);
    updateNotifications(queryClient, (rows) => rows.filter((row) => row.id !== 4));
    expect(cached(queryClient).meta).toMatchObject({ total: 4, unread_count: 2 });
  });

  it('leaves an unloaded list alone', () => {
    const queryClient = new QueryClient();
    prependNotification(queryClient, created(1, false));
    expect(queryClient.getQueryData(NOTIFICATIONS_KEY)).toBeUndefined();
  });
});
