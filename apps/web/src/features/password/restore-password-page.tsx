import { Alert, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { restorePassword } from './api/restore-password';
import { NewPasswordForm } from './components/new-password-form';
import { PasswordCard } from './components/password-card';
import { SignInLink } from './components/sign-in-link';
import { useResetLink } from './components/use-reset-link';

/**
 * /dashboard/password/restore/{token} and /dashboard/password-reset/{token}: the mailed
 * link. The token is checked first, so a used or expired link says so at once, with a
 * way to ask for a new one.
 */
export default function RestorePasswordPage() {
  usePageTitle('password:restore.pageTitle');
  const { t } = useTranslation('password');
  const { token } = useParams({ strict: false }) as { token?: string };
  const link = useResetLink(token);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <PasswordCard title={t('restore.doneTitle')}>
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          {t('restore.doneText')}
        </Alert>
        <Button component={Link} to="/dashboard/login" size="md" fullWidth>
          {t('restore.signIn')}
        </Button>
      </PasswordCard>
    );
  }

  if (link.state === 'checking') {
    return (
      <PasswordCard title={t('restore.title')}>
        <Center py="lg">
          <Loader size="sm" aria-label={t('restore.checking')} />
        </Center>
      </PasswordCard>
    );
  }

  if (link.state !== 'valid' || !token) {
    return (
      <PasswordCard title={t(link.state === 'expired' ? 'restore.expiredTitle' : 'restore.invalidTitle')}>
        <Alert color="orange" variant="light" icon={<IconLinkOff size={20} />} role="alert">
          {link.state === 'valid' ? t('restore.invalidText') : link.message || t('restore.invalidText')}
        </Alert>
        <Stack gap="sm">
          <Button component={Link} to="/dashboard/password/forget" size="md" fullWidth>
            {t('restore.requestNew')}
          </Button>
          <SignInLink />
        </Stack>
      </PasswordCard>
    );
  }

  return (
    <PasswordCard title={t('restore.title')} subtitle={t('restore.subtitle')}>
      <NewPasswordForm
        submitLabel={t('restore.submit')}
        onSubmit={async (values) => {
          await restorePassword(token, values);
          setDone(true);
        }}
      >
        <TextInput label={t('restore.account')} value={link.email} readOnly variant="filled" dir="ltr" size="md" />
      </NewPasswordForm>
      <Text ta="center">
        <SignInLink />
      </Text>
    </PasswordCard>
  );
}
