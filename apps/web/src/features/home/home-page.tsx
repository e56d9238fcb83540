import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { NavItem } from '../../layouts/dashboard-layout/nav-types';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCurrentUser } from '../../lib/session/current-user';
import classes from './home-page.module.css';
import { DirectionalIcon } from '../../components/directional-icon/directional-icon';
import { RichText } from '../../lib/i18n/rich-text';

/** /dashboard: a greeting, today's date, and the sections the user may open. */
export function HomePage({ sections }: { sections: readonly NavItem[] }) {
  const { t } = useTranslation('home');
  usePageTitle('home:pageTitle');
  const user = useCurrentUser();
  const today = formatDate(new Date());

  return (
    <Stack gap="xl">
      <div className={classes.hero}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          <RichText t={t} i18nKey="greeting" values={{ name: user?.username ?? '' }} tags={{ bdi: <bdi /> }} />
        </Title>
        <Text c="dimmed" mt={4}>
          {t('today', { date: today })}
        </Text>
      </div>

      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {t('sectionsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sectionsHint')}
          </Text>
        </div>
        {sections.length === 0 ? (
          <Card p="lg">
            <Text c="dimmed">{t('noSections')}</Text>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {sections.map((item) => (
              <SectionCard key={item.key} item={item} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

function SectionCard({ item }: { item: NavItem }) {
  const { t } = useTranslation('layout');
  const Icon = item.icon;
  return (
    <Card component={Link} to={item.to} p="lg" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} stroke={1.6} />
        </ThemeIcon>
        <DirectionalIcon icon={IconArrowRight} size={18} className={classes.arrow} />
      </Group>
      <Text fw={600} mt="md">
        {t(item.label)}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t(item.description)}
      </Text>
    </Card>
  );
}
