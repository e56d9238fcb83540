import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { passwordChangeInput, PASSWORD_MIN_LENGTH, type PasswordChangeInput } from '@matjar/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert, showServerError, useFieldError } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { changePassword } from '../api/change-password';

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: 255 };
const EMPTY: PasswordChangeInput = { current_password: '', password: '', password_confirmation: '' };

/** Changing one's own password: the current one, then the new one twice. */
export function PasswordCard() {
  const { t } = useTranslation(['profile', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const toggle = { visibilityToggleButtonProps: { 'aria-label': t('profile:password.toggle') } };
  const serverError = errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      notify.success(await changePassword(values));
      form.reset(EMPTY);
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <Card padding="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={3} fz="md">
              {t('profile:password.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('profile:password.description')}
            </Text>
          </div>
          <FormAlert message={serverError} />
          <Stack gap="sm" maw={420}>
            <PasswordInput
              label={t('fields:current_password')}
              autoComplete="current-password"
              withAsterisk
              error={fieldError(errors.current_password, 'current_password', LIMITS)}
              {...toggle}
              {...form.register('current_password')}
            />
            <PasswordInput
              label={t('profile:password.new')}
              description={t('profile:password.hint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              withAsterisk
              error={fieldError(errors.password, 'password', LIMITS)}
              {...toggle}
              {...form.register('password')}
            />
            <PasswordInput
              label={t('fields:password_confirmation')}
              autoComplete="new-password"
              withAsterisk
              error={fieldError(errors.password_confirmation, 'password_confirmation', LIMITS)}
              {...toggle}
              {...form.register('password_confirmation')}
            />
          </Stack>
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {t('profile:password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
