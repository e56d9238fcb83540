import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLiveNotifications } from '../../../lib/notifications/use-notifications';
import classes from './notifications.module.css';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';

const NotificationsPanel = lazy(() => import('./notifications-panel'));

/**
 * The header's bell (spec §2): the unread count, kept live without a reload, and the panel
 * of notifications. The shell carries only the button; the panel's code comes when it opens.
 */
export function NotificationsBell() {
  const { t } = useTranslation('layout');
  const [opened, setOpened] = useState(false);
  const unread = useLiveNotifications().data?.meta.unread_count ?? 0;
  const label = unread > 0 ? t('notifications.openUnread', { count: unread, number: formatNumber(unread) }) : t('notifications.open');

  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow opened={opened} onChange={setOpened} trapFocus={false}>
      <Popover.Target>
        <LazyTooltip label={t('notifications.title')} disabled={opened}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} aria-expanded={opened} onClick={() => setOpened(!opened)} className={classes.bell}>
            <IconBell size={20} stroke={1.6} />
            {/* The count is in the button's name; this is its picture. */}
            {unread > 0 && (
              <span className={classes.count} aria-hidden>
                {formatNumber(Math.min(unread, 99))}
              </span>
            )}
          </ActionIcon>
        </LazyTooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('notifications.title')} role="dialog">
        <Suspense
          fallback={
            <Text size="sm" c="dimmed" ta="center" p="lg">
              {t('notifications.loading')}
            </Text>
          }
        >
          <NotificationsPanel onOpenTicket={() => setOpened(false)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
