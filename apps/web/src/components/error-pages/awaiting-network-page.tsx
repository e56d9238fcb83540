import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * In place of a screen whose code was never fetched, opened with the network down: the
 * frame stays, and the page reloads by itself when the connection is back (lazy-page.ts).
 */
export function AwaitingNetworkPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" gap="xs" py="xl">
      <Title order={1} fz="h3" ta="center">
        {t('errorPages.offlineTitle')}
      </Title>
      <Text c="dimmed" ta="center" maw={460}>
        {t('errorPages.offlineText')}
      </Text>
    </Stack>
  );
}
