import { Group, Paper, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/use-translation';

/**
 * Says, on every screen, that the network is gone: above the router, so it shows even while
 * a screen opened offline waits for its data (the service worker gave the app itself).
 * Queries wait for the connection and resume when it returns; the header keeps its flag.
 */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      radius="md"
      p="sm"
      bg="dark.6"
      c="white"
      style={{ position: 'fixed', insetInline: 'var(--mantine-spacing-md)', insetBlockEnd: 'var(--mantine-spacing-md)', zIndex: 1000, maxWidth: 560, marginInline: 'auto' }}
    >
      <Group gap="sm" wrap="nowrap">
        <IconWifiOff size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="sm">{t('offline')}</Text>
      </Group>
    </Paper>
  );
}
