import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { passwordForgetInput, type PasswordForgetInput } from '@matjar/shared';
import { IconMail, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { showServerError, useFieldError } from '../../components/form-drawer';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { forgetPassword } from './api/forget-password';
import { FormAlert } from '../../components/form-drawer/form-alert';
import { PasswordCard } from './components/password-card';
import { SignInLink } from './components/sign-in-link';

/**
 * /dashboard/password/forget: asks for the account's address and mails a reset link. The
 * answer never tells whether an account uses the address.
 */
export default function ForgetPasswordPage() {
  usePageTitle('password:forget.pageTitle');
  const { t } = useTranslation(['password', 'fields']);
  const fieldError = useFieldError();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<PasswordForgetInput>({ resolver: zodResolver(passwordForgetInput), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      setSent(await forgetPassword(values));
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <PasswordCard title={t('forget.title')} subtitle={sent ? undefined : t('forget.subtitle')}>
      {sent ? (
        <Stack gap="lg">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} role="status" title={t('forget.sentTitle')}>
            {sent}
          </Alert>
          <Button variant="default" onClick={() => setSent(null)}>
            {t('forget.again')}
          </Button>
          <SignInLink />
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <FormAlert message={errors.root?.server?.message} />
            <TextInput
              label={t('fields:email')}
              placeholder={t('forget.emailPlaceholder')}
              type="email"
              autoComplete="email"
              dir="auto"
              size="md"
              autoFocus
              leftSection={<IconMail size={18} stroke={1.6} />}
              error={fieldError(errors.email, 'email', { max: 255 })}
              {...form.register('email')}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
              {t('forget.submit')}
            </Button>
            <SignInLink />
          </Stack>
        </form>
      )}
    </PasswordCard>
  );
}
