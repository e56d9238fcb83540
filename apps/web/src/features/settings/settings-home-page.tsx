import { Card, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { can } from '@matjar/shared';
import {
  IconAddressBook, IconBrush, IconBuildingStore, IconLayoutDashboard, IconLock, IconMail, IconSearch, IconShieldLock, type TablerIcon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header/page-header';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCurrentUser } from '../../lib/session/current-user';
import { SETTINGS_PAGES, SETTINGS_SECTIONS, type SettingsPageKey } from './settings-pages';
import classes from './settings-home-page.module.css';

const ICONS: Record<SettingsPageKey, TablerIcon> = {
  application_settings: IconBuildingStore,
  social_links: IconAddressBook,
  themes: IconBrush,
  widgets: IconLayoutDashboard,
  email: IconMail,
  security: IconLock,
  roles_permissions: IconShieldLock,
};

/** Folded for search: case and Arabic diacritics do not matter. */
const fold = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/[\u064B-\u065F\u0670\u0300-\u036f]/g, '');

/** /dashboard/settings: the settings pages the user may open, by section, with a search over their names. */
export default function SettingsHomePage() {
  usePageTitle('settings:title');
  const { t } = useTranslation('settings');
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const words = fold(search.trim());
  const pages = SETTINGS_PAGES.filter((page) => can(me, page.permission)).filter(
    (page) => !words || fold(`${t(`pages.${page.key}.title`)} ${t(`pages.${page.key}.description`)}`).includes(words),
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <TextInput
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {pages.length === 0 && <Text c="dimmed">{t('noMatch')}</Text>}
      {SETTINGS_SECTIONS.map((section) => {
        const inSection = pages.filter((page) => page.section === section);
        if (!inSection.length) return null;
        return (
          <section key={section} aria-labelledby={`settings-${section}`}>
            <Title order={2} fz="md" mb="sm" id={`settings-${section}`}>
              {t(`sections.${section}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {inSection.map((page) => {
                const Icon = ICONS[page.key];
                return (
                  <UnstyledButton key={page.key} component={Link} to={page.to} className={classes.link}>
                    <Card padding="md" h="100%" className={classes.card}>
                      <Group gap="md" wrap="nowrap" align="flex-start">
                        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                          <Icon size={20} />
                        </ThemeIcon>
                        <div>
                          <Text fw={600}>{t(`pages.${page.key}.title`)}</Text>
                          <Text fz="sm" c="dimmed">
                            {t(`pages.${page.key}.description`)}
                          </Text>
                        </div>
                      </Group>
                    </Card>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
