import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { LoginForm } from './components/login-form';
import { landingPath } from './landing-path';
import classes from './login-page.module.css';

const route = getRouteApi('/dashboard/_auth/login');

/** /dashboard/login: after signing in, the page the user asked for, else their landing page. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle('auth:login.pageTitle');
  const { redirect } = route.useSearch();
  const router = useRouter();

  return (
    <section className={classes.card}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={26}>
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('login.subtitle')}
          </Text>
        </Stack>
        <LoginForm onSignedIn={(me) => void router.navigate({ href: landingPath(me, redirect), replace: true })} />
        {/* Text, not Anchor: the sign-in page loads no component it can do without. */}
        <Text component={Link} to="/dashboard/password/forget" size="sm" ta="center" c="brand.7" fw={500}>
          {t('login.forgotPassword')}
        </Text>
      </Stack>
    </section>
  );
}
