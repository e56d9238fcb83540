import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { newPasswordInput, PASSWORD_MIN_LENGTH, type NewPasswordInput } from '@matjar/shared';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { showServerError, useFieldError } from '../../../components/form-drawer';
import { FormAlert } from '../../../components/form-drawer/form-alert';

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: 255 };

interface NewPasswordFormProps {
  onSubmit: (values: NewPasswordInput) => Promise<unknown>;
  submitLabel: string;
  /** Shown above the fields, e.g. the account the link resets. */
  children?: ReactNode;
}

/** A new password typed twice (restore links and the forced change after sign-in). */
export function NewPasswordForm({ onSubmit, submitLabel, children }: NewPasswordFormProps) {
  const { t } = useTranslation(['password', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordInput),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const toggle = { visibilityToggleButtonProps: { 'aria-label': t('password:togglePassword') } };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.server?.message} />
        {children}
        <PasswordInput
          label={t('password:labels.newPassword')}
          description={t('password:passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          size="md"
          withAsterisk
          autoFocus
          error={fieldError(errors.password, 'password', LIMITS)}
          {...toggle}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('password:labels.confirmPassword')}
          autoComplete="new-password"
          size="md"
          withAsterisk
          error={fieldError(errors.password_confirmation, 'password_confirmation', LIMITS)}
          {...toggle}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
