import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SignInField } from './sign-in-field';
import classes from './password-field.module.css';

/** The sign-in password with a labelled show/hide toggle (spoken label, pressed state). */
export function PasswordField(props: Omit<ComponentProps<typeof SignInField>, 'type' | 'endSection'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const label = visible ? t('login.hidePassword') : t('login.showPassword');
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <SignInField
      {...props}
      type={visible ? 'text' : 'password'}
      endSection={
        <button
          type="button"
          className={classes.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-label={label}
          aria-pressed={visible}
          title={label}
        >
          <Icon size={18} stroke={1.6} />
        </button>
      }
    />
  );
}
