import { Button, Group, Loader, ScrollArea, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useQuery } from '@tanstack/react-query';
import { notificationsQueryOptions } from '../../../lib/notifications/notifications-api';
import { useNotificationActions } from '../../../lib/notifications/use-notification-actions';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

/** How often the relative times ("3 minutes ago") are read again while the panel is open. */
const CLOCK_MS = 30_000;

function useClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The bell's panel, mounted while open (its code loads on the first opening): at most
 * 300 px of the newest notifications, each removable, clear-all after asking, an empty state.
 */
export default function NotificationsPanel({ onOpenTicket }: { onOpenTicket: () => void }) {
  const { t } = useTranslation('layout');
  const [confirmingClear, setConfirmingClear] = useState(false);
  // The bell keeps this list live; the panel only reads it.
  const list = useQuery(notificationsQueryOptions());
  const { read, remove, clear } = useNotificationActions();
  const now = useClock();
  const rows = list.data?.data ?? [];

  return (
    <>
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
                onOpen={onOpenTicket}
              />
            ))}
          </ul>
        )}
      </ScrollArea.Autosize>
    </>
  );
}
