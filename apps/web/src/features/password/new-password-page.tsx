import { Anchor, Text } from '@mantine/core';
import type { NewPasswordInput } from '@matjar/shared';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { loadQueryClient } from '../../lib/api/load-query-client';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { meQueryOptions } from '../../lib/session/me-query';
import { signOut } from '../../lib/session/sign-out';
import { setNewPassword } from './api/set-new-password';
import { NewPasswordForm } from './components/new-password-form';
import { PasswordCard } from './components/password-card';
import { RichText } from '../../lib/i18n/rich-text';

const route = getRouteApi('/dashboard/_auth/new-password');

/**
 * /dashboard/new-password: a user whose password must change is kept here (the dashboard
 * guard sends every other screen back) until they choose one; then to the page they were
 * going to, else their landing page.
 */
export default function NewPasswordPage() {
  usePageTitle('password:newPassword.pageTitle');
  const { t } = useTranslation('password');
  const { me } = route.useRouteContext();
  const { redirect } = route.useSearch();
  const router = useRouter();

  const submit = async (values: NewPasswordInput) => {
    const message = await setNewPassword(values);
    // The dashboard guard reads the cached profile: replace it, or it would send the user back here.
    const queryClient = await loadQueryClient();
    queryClient.removeQueries({ queryKey: meQueryOptions().queryKey });
    await queryClient.fetchQuery(meQueryOptions());
    notify.success(message);
    await router.navigate({ href: redirect ?? '/dashboard', replace: true });
  };

  return (
    <PasswordCard
      title={t('newPassword.title')}
      subtitle={<RichText t={t} i18nKey="newPassword.subtitle" values={{ name: me.username }} tags={{ name: <bdi /> }} />}
    >
      <NewPasswordForm submitLabel={t('newPassword.submit')} onSubmit={submit} />
      <Text size="sm" ta="center" c="dimmed">
        {t('newPassword.notYou')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
          {t('newPassword.signOut')}
        </Anchor>
      </Text>
    </PasswordCard>
  );
}
