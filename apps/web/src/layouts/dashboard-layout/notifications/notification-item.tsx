import { ActionIcon, Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@matjar/shared';
import { IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { happenedAt, ticketCodeOf } from '../../../lib/notifications/notifications-api';
import classes from './notifications.module.css';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';

interface NotificationItemProps {
  notification: Notification;
  /** The clock the relative times are read against (ticks while the panel is open). */
  now: number;
  onRead: (id: number) => void;
  onRemove: (id: number) => void;
  /** Opening a notification leaves the panel for its ticket. */
  onOpen: () => void;
}

/**
 * One notification (spec §3, §4): what happened to which ticket and how long ago. Unread
 * shows a blue dot, and says so to screen readers; hovering or focusing its title marks it
 * read, and so does opening it (its ticket at `tickets/{code}`).
 */
export function NotificationItem({ notification, now, onRead, onRemove, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('layout');
  const unread = notification.read_at === null;
  const code = ticketCodeOf(notification);
  const at = happenedAt(notification);
  const markRead = () => {
    if (unread) onRead(notification.id);
  };

  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" className={classes.item} data-unread={unread || undefined}>
      <span className={classes.dot} data-unread={unread || undefined} aria-hidden />
      <div className={classes.body}>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/dashboard/tickets/$code" params={{ code }} />}
          fz="sm"
          fw={unread ? 600 : 400}
          c="inherit"
          display="block"
          onMouseEnter={markRead}
          onFocus={markRead}
          onClick={() => {
            markRead();
            onOpen();
          }}
        >
          {unread && <VisuallyHidden>{t('notifications.unread')} </VisuallyHidden>}
          {t(`notifications.types.${notification.type}`, { code })}
        </Anchor>
        <Text component="time" dateTime={new Date(at).toISOString()} title={formatDateTime(at)} fz="xs" c="dimmed" display="block">
          {formatRelativeTime(at, now)}
        </Text>
      </div>
      <LazyTooltip label={t('notifications.remove')}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('notifications.remove')} onClick={() => onRemove(notification.id)}>
          <IconX size={14} stroke={1.8} />
        </ActionIcon>
      </LazyTooltip>
    </Group>
  );
}
