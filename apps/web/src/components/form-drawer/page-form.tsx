import { Box, Group, Stack } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { showServerError } from './drawer-form';
import { FormActions } from './form-actions';
import { FormAlert } from './form-alert';

/** Brings the first field with a message (or the form's own message) into view. */
function scrollToFirstError(root: HTMLElement | null) {
  // After the render that shows the messages.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const target = root?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
      target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.focus({ preventScroll: true });
    }),
  );
}

interface PageFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (values: Output) => Promise<unknown>;
  onCancel: () => void;
  /** Defaults to "Save". */
  submitLabel?: string;
  /** The sections (`FormCard`s). */
  children: ReactNode;
}

/**
 * A long form on a page of its own (a product, an offer): sections, then Save and Cancel
 * that stay in view at the bottom. A 422 puts each message on its field (dotted keys such
 * as `items.0.product_id`), other failures above the sections, and the page scrolls to the first.
 */
export function PageForm<Values extends FieldValues, Output>({ form, onSubmit, onCancel, submitLabel, children }: PageFormProps<Values, Output>) {
  const root = useRef<HTMLFormElement>(null);
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        showServerError(form, error);
        scrollToFirstError(root.current);
      }
    },
    () => scrollToFirstError(root.current),
  );

  return (
    <FormProvider {...form}>
      <Box component="form" ref={root} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <FormAlert message={errors.root?.server?.message} />
          {children}
        </Stack>
        <Group
          justify="flex-end"
          gap="sm"
          py="md"
          mt="lg"
          bg="var(--app-bg)"
          style={{ position: 'sticky', insetBlockEnd: 0, zIndex: 2, borderBlockStart: '1px solid var(--mantine-color-default-border)' }}
        >
          <FormActions onCancel={onCancel} submitting={isSubmitting} submitLabel={submitLabel} />
        </Group>
      </Box>
    </FormProvider>
  );
}
