import { ActionIcon, Button, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLiveNotifications, useNotificationActions } from '../../../lib/notifications/use-notifications';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

/** How often the relative times ("3 minutes ago") are read again while the panel is open. */
const CLOCK_MS = 30_000;

function useClock(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * The header's bell (spec §2): the unread count, and a panel at most 300 px high of the
 * newest notifications, each removable, with clear-all (confirmed) and an empty state.
 * New ones arrive live, without a reload.
 */
export function NotificationsBell() {
  const { t } = useTranslation('layout');
  const [opened, setOpened] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const list = useLiveNotifications();
  const { read, remove, clear } = useNotificationActions();
  const now = useClock(opened);
  const unread = list.data?.meta.unread_count ?? 0;
  const rows = list.data?.data ?? [];
  const label = unread > 0 ? t('notifications.openUnread', { count: unread, number: formatNumber(unread) }) : t('notifications.open');

  const toggle = (next: boolean) => {
    setOpened(next);
    setConfirmingClear(false);
  };

  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow opened={opened} onChange={toggle} trapFocus={false}>
      <Popover.Target>
        <Tooltip label={t('notifications.title')} disabled={opened}>
          <Indicator
            label={formatNumber(Math.min(unread, 99))}
            disabled={unread === 0}
            size={16}
            offset={6}
            color="red"
            inline
            aria-hidden={false}
          >
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} aria-expanded={opened} onClick={() => toggle(!opened)}>
              <IconBell size={20} stroke={1.6} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('notifications.title')} role="dialog">
        <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.header}>
          <Title order={2} fz="sm" fw={600}>
            {t('notifications.title')}
          </Title>
          {rows.length > 0 && !confirmingClear && (
            <Button variant="subtle" size="compact-sm" onClick={() => setConfirmingClear(true)}>
              {t('notifications.clearAll')}
            </Button>
          )}
        </Group>
        {confirmingClear && (
          <Group gap="xs" justify="space-between" wrap="nowrap" className={classes.header} role="alert">
            <Text fz="sm">{t('notifications.clearConfirm')}</Text>
            <Group gap={4} wrap="nowrap">
              <Button variant="default" size="compact-sm" onClick={() => setConfirmingClear(false)}>
                {t('notifications.keep')}
              </Button>
              <Button
                color="red"
                size="compact-sm"
                onClick={() => {
                  clear.mutate();
                  setConfirmingClear(false);
                }}
              >
                {t('notifications.clear')}
              </Button>
            </Group>
          </Group>
        )}
        <ScrollArea.Autosize mah={300}>
          {list.isPending ? (
            <Group justify="center" p="lg">
              <Loader size="sm" aria-label={t('notifications.loading')} />
            </Group>
          ) : list.isError ? (
            <Text size="sm" c="red.8" ta="center" p="lg" role="alert">
              {t('notifications.failed')}
            </Text>
          ) : rows.length === 0 ? (
            <Stack align="center" gap="xs" p="xl">
              <ThemeIcon variant="light" color="gray" size={44} radius="xl">
                <IconBellOff size={22} stroke={1.6} />
              </ThemeIcon>
              <Text size="sm" c="dimmed" ta="center">
                {t('notifications.empty')}
              </Text>
            </Stack>
          ) : (
            <ul className={classes.list}>
              {rows.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  now={now}
                  onRead={(id) => read.mutate(id)}
                  onRemove={(id) => remove.mutate(id)}
                  onOpen={() => toggle(false)}
                />
              ))}
            </ul>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
