import { Box, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError, errorMessage } from '../../lib/api/api-error';
import { FormActions } from './form-actions';
import { FormAlert } from './form-alert';
import { useDiscardGuard } from '../confirm-dialog/discard-guard';
import { fieldPaths, mapServerErrors } from './server-errors';

export interface DrawerFormProps<TValues extends FieldValues, TOutput = TValues> {
  /** Its resolver (`zodResolver(schema)`) hands the schema's output to `onSubmit`. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Saves the values; the drawer closes when it resolves. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  onCancel: () => void;
  /** Defaults to "Save". */
  submitLabel?: string;
  children: ReactNode;
}

/**
 * The form inside a `FormDrawer`: fields, then a footer that stays in view with Cancel and
 * Save. A 422 answer puts each message on its field (dotted keys like `name.en`); other
 * failures show the server's message above the fields.
 */
export function DrawerForm<TValues extends FieldValues, TOutput = TValues>({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  children,
}: DrawerFormProps<TValues, TOutput>) {
  const { isSubmitting, isDirty, errors } = form.formState;
  const formError = errors.root?.server?.message;
  useDiscardGuard(isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onCancel();
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate display="contents">
      <Stack gap="md" p="lg" style={{ flex: 1 }}>
        <FormAlert message={formError} />
        {children}
      </Stack>
      <Group
        justify="flex-end"
        gap="sm"
        px="lg"
        py="md"
        bg="var(--mantine-color-body)"
        style={{
          position: 'sticky',
          insetBlockEnd: 0,
          borderBlockStart: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <FormActions onCancel={onCancel} submitting={isSubmitting} submitLabel={submitLabel} />
      </Group>
    </Box>
  );
}

/** Puts a failed save on the form: 422 messages on their fields, the rest above them. */
export function showServerError<TValues extends FieldValues>(form: UseFormReturn<TValues, unknown, unknown>, error: unknown) {
  const mapped =
    isApiError(error) && error.status === 422
      ? mapServerErrors(error.errors, fieldPaths(form.getValues()))
      : { fields: [], general: [] };
  // `type: 'server'` marks a message as already translated (see `useFieldError`).
  mapped.fields.forEach(({ name, message }, index) =>
    form.setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  // One message per line: the server's summary first, then what no field could show.
  const general = [errorMessage(error), ...mapped.general].join('\n');
  form.setError('root.server', { type: 'server', message: general });
}
