import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageHeader } from '../../components/page-header/page-header';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCurrentUser } from '../../lib/session/current-user';
import { AccountCard } from './components/account-card';
import { LanguageCard } from './components/language-card';
import { PasswordCard } from './components/password-card';

/** /dashboard/profile (user menu → Settings): one's own account, language and password. */
export default function ProfilePage() {
  usePageTitle('profile:title');
  const { t } = useTranslation('profile');
  const me = useCurrentUser();

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('title')} description={t('description')} />
      {me && <AccountCard me={me} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <PasswordCard />
        <LanguageCard />
      </SimpleGrid>
    </Stack>
  );
}
