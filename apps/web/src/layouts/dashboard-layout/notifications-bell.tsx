import { ActionIcon, Popover, ScrollArea, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The header's notifications panel (spec §2, max height 300 px). Support tickets are what
 * produce notifications; until that feature exists the panel says there are none.
 */
export function NotificationsBell() {
  const { t } = useTranslation('layout');
  return (
    <Popover width={320} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label={t('notifications.title')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('notifications.open')}>
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Title order={2} fz="sm" fw={600} px="md" py="sm" style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-2)' }}>
          {t('notifications.title')}
        </Title>
        <ScrollArea.Autosize mah={300}>
          <Stack align="center" gap="xs" p="xl">
            <ThemeIcon variant="light" color="gray" size={44} radius="xl">
              <IconBellOff size={22} stroke={1.6} />
            </ThemeIcon>
            <Text size="sm" c="dimmed" ta="center">
              {t('notifications.empty')}
            </Text>
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
