import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DirectionalIcon } from '../../../components/directional-icon/directional-icon';
import { PageHeader } from '../../../components/page-header/page-header';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import type { SettingsPageKey } from '../settings-pages';

/** A settings page: the way back to the settings home, its title and what it is for, then its cards. */
export function SettingsPageFrame({ page, children }: { page: SettingsPageKey; children: ReactNode }) {
  const { t } = useTranslation('settings');
  usePageTitle(`settings:pages.${page}.title`);
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to="/dashboard/settings" fz="sm" c="dimmed" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <DirectionalIcon icon={IconArrowLeft} size={16} />
          {t('title')}
        </Group>
      </Anchor>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
      {children}
    </Stack>
  );
}
