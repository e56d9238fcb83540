import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearNotifications, markRead, removeNotification } from './notifications-api';
import { NOTIFICATIONS_KEY, type NotificationList, updateNotifications } from './notifications-cache';

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
