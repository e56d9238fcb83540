import { ActionIcon, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactElement, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNumber } from '../../../lib/format';
import { useLiveNotifications } from '../../../lib/notifications/use-notifications';
import classes from './notifications.module.css';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';
import { usePopupOnFirstPress } from '../../../components/deferred/use-popup-on-first-press';

const NotificationsPanel = lazy(() => import('./notifications-panel'));

/**
 * The header's bell (spec §2): the unread count, kept live without a reload, and the panel
 * of notifications. The shell carries only the button; the popover's and the panel's code
 * come when it is first pressed.
 */
export function NotificationsBell() {
  const { t } = useTranslation('layout');
  const [opened, setOpened] = useState(false);
  const { list, wake } = useLiveNotifications();
  const open = (next: boolean) => {
    if (next) wake();
    setOpened(next);
  };
  const { popup: Popover, trigger, load } = usePopupOnFirstPress((parts) => parts.Popover, () => open(true));
  const unread = list.data?.meta.unread_count ?? 0;
  const label = unread > 0 ? t('notifications.openUnread', { count: unread, number: formatNumber(unread) }) : t('notifications.open');

  const icon = (
    <ActionIcon
      ref={trigger as RefObject<HTMLButtonElement>}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      aria-expanded={opened}
      onClick={Popover ? () => open(!opened) : load}
      className={classes.bell}
    >
      <IconBell size={20} stroke={1.6} />
      {/* The count is in the button's name; this is its picture. */}
      {unread > 0 && (
        <span className={classes.count} aria-hidden>
          {formatNumber(Math.min(unread, 99))}
        </span>
      )}
    </ActionIcon>
  );
  // The tooltip wraps the popover's target, which hands its pointer and focus handlers on
  // to the button: the popover is placed at the button itself.
  const tooltip = (target: ReactElement<object>) => (
    <LazyTooltip label={t('notifications.title')} disabled={opened}>
      {target}
    </LazyTooltip>
  );
  if (!Popover) return tooltip(icon);
  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow opened={opened} onChange={open} trapFocus={false}>
      {tooltip(<Popover.Target>{icon}</Popover.Target>)}
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
