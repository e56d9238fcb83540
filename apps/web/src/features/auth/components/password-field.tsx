import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './password-field.module.css';

/**
 * A password input with a labelled show/hide toggle. Built on TextInput rather than
 * Mantine's PasswordInput: the toggle gets a spoken label and a pressed state, and the
 * sign-in page loads one input component fewer.
 */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const label = visible ? t('login.hidePassword') : t('login.showPassword');
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <UnstyledButton
          className={classes.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-label={label}
          aria-pressed={visible}
          title={label}
        >
          <Icon size={18} stroke={1.6} />
        </UnstyledButton>
      }
    />
  );
}
