import { Stack, Text } from '@mantine/core';
import type { Me } from '@matjar/shared';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { signIn } from '../api/login';
import { PasswordField } from './password-field';
import { SignInField } from './sign-in-field';
import classes from './login-form.module.css';
import buttonClasses from './submit-button.module.css';

type Field = 'email' | 'password';

/**
 * Email (or username) and password. The checks mirror the shared `loginInput` schema
 * (both required) without loading Zod and a form library on the sign-in page, which is
 * the one page every user waits for; the server validates with the schema itself.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState({ email: '', password: '' });
  const [missing, setMissing] = useState<Field[]>([]);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const required: Record<Field, string> = { email: t('login.identifierRequired'), password: t('login.passwordRequired') };
  const fieldError = (field: Field) => (missing.includes(field) ? required[field] : undefined);
  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (value) setMissing((current) => current.filter((f) => f !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim();
    const empty = (['email', 'password'] as const).filter((field) => !(field === 'email' ? email : values.password));
    setMissing(empty);
    if (empty.length > 0 || pending) return;
    setPending(true);
    setServerError(undefined);
    try {
      onSignedIn(await signIn({ email, password: values.password }));
    } catch (error) {
      // Wrong credentials, a disabled account, "Please wait before retrying." (429): the
      // server words each one in the request's language.
      setServerError(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {serverError && (
          <div className={classes.error} role="alert">
            <IconAlertCircle size={20} className={classes.errorIcon} aria-hidden="true" />
            <div>
              <Text fw={600} size="sm">
                {t('login.failed')}
              </Text>
              <Text size="sm">{serverError}</Text>
            </div>
          </div>
        )}
        <SignInField
          name="email"
          value={values.email}
          onChange={change('email')}
          label={t('login.identifier')}
          placeholder={t('login.identifierPlaceholder')}
          autoComplete="username"
          dir="auto"
          icon={<IconUser size={18} stroke={1.6} />}
          error={fieldError('email')}
          autoFocus
        />
        <PasswordField
          name="password"
          value={values.password}
          onChange={change('password')}
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          icon={<IconLock size={18} stroke={1.6} />}
          error={fieldError('password')}
        />
        <button type="submit" className={buttonClasses.button} aria-busy={pending}>
          {pending && <span className={buttonClasses.spinner} aria-hidden="true" />}
          {t('login.submit')}
        </button>
      </Stack>
    </form>
  );
}
