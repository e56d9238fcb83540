import { Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import classes from './status-page.module.css';
import { DirectionalIcon } from '../directional-icon/directional-icon';

/** The shared frame of the 403, 404 and error screens: code, title, text, link home. */
export function StatusPage({ code, title, text, pageTitleKey }: { code: number; title: ReactNode; text: ReactNode; pageTitleKey: string }) {
  const { t } = useTranslation();
  usePageTitle(pageTitleKey);
  return (
    <Stack className={classes.root} align="center" justify="center" gap="md" role="alert">
      <Text className={classes.code} aria-hidden="true">
        {code}
      </Text>
      <Title order={1} fz="h2" ta="center">
        {title}
      </Title>
      <Text c="dimmed" ta="center" maw={460}>
        {text}
      </Text>
      {/* A styled link, not Mantine's Button: these screens load with the first page (they
          must show even when a chunk fails), so they keep to the lightest components. */}
      <Link to="/dashboard" className={classes.back}>
        <DirectionalIcon icon={IconArrowLeft} size={18} />
        {t('actions.backHome')}
      </Link>
    </Stack>
  );
}
