import { Badge, Button, Group, Input, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldError } from '../form-drawer/use-field-error';

interface SecretFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  /** The record's `<name>_set`: the server never sends the secret itself. */
  isSet: boolean;
}

/**
 * A secret of a record (a mail server's password): shown only as set or not set, with a
 * button that opens a field to replace it. Left closed or emptied, nothing is sent and the
 * server keeps the one it has.
 */
export function SecretField<Values extends FieldValues>({ form, name, label, isSet }: SecretFieldProps<Values>) {
  const { t } = useTranslation('common');
  const fieldError = useFieldError();
  const [replacing, setReplacing] = useState(false);
  const error = (form.formState.errors as Record<string, FieldError | undefined>)[name];

  if (replacing || error) {
    return (
      <Group align="end" gap="sm" wrap="nowrap">
        <PasswordInput
          style={{ flex: 1 }}
          label={label}
          autoComplete="new-password"
          autoFocus
          error={fieldError(error, name)}
          visibilityToggleButtonProps={{ 'aria-label': t('secret.toggle') }}
          {...form.register(name)}
        />
        <Button
          variant="default"
          onClick={() => {
            form.resetField(name);
            setReplacing(false);
          }}
        >
          {t('secret.keep')}
        </Button>
      </Group>
    );
  }
  return (
    <Input.Wrapper label={label}>
      <Group gap="sm" mt={4}>
        <Badge variant="light" color={isSet ? 'teal' : 'gray'} tt="none">
          {t(isSet ? 'secret.set' : 'secret.notSet')}
        </Badge>
        <Button variant="subtle" size="compact-sm" onClick={() => setReplacing(true)}>
          {t(isSet ? 'secret.replace' : 'secret.add')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
