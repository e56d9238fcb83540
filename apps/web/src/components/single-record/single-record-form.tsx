import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/use-translation';
import { notify } from '../../lib/notify';
import { showServerError } from '../form-drawer/drawer-form';
import { FormAlert } from '../form-drawer/form-alert';
import { schemaResolver, schemaValues } from '../form-drawer/schema-values';
import { changedValues } from './changed-values';
import { type SingleRecord, singleRecordQuery, useSaveSingleRecord } from './single-record';

export interface SingleRecordFormProps<Row, Values extends FieldValues, Output> {
  record: SingleRecord<Row>;
  /** The shared input schema of the record: the form's defaults, its checks and its output. */
  schema: z.ZodType<Output, FieldValues> & z.core.$ZodObject;
  title: string;
  description?: string;
  /** What the schema cannot know of the form's starting values (a choice shown though none is stored). */
  overrides?: (row: Row) => DefaultValues<Values>;
  /** The success toast. */
  savedMessage: string;
  /** After a save, with the record as the server answers it now (the profile keeps `/me` in step). */
  onSaved?: (row: Row) => void;
  /** The fields; `row` holds the `<secret>_set` flags a `SecretField` shows. */
  children: (form: UseFormReturn<Values, unknown, Output>, row: Row) => ReactNode;
}

/**
 * A record's form in a card of its own: it loads the record (`GET`), starts every field from
 * the schema and the record, sends only the fields changed (`PATCH`), toasts the save and
 * starts again from the answer. A 422 puts each message on its field.
 */
export function SingleRecordForm<Row, Values extends FieldValues, Output>(props: SingleRecordFormProps<Row, Values, Output>) {
  const query = useQuery(singleRecordQuery(props.record));
  return (
    <Card padding="lg">
      <Stack gap="md">
        <div>
          <Title order={3} fz="md">
            {props.title}
          </Title>
          {props.description && (
            <Text fz="sm" c="dimmed">
              {props.description}
            </Text>
          )}
        </div>
        {query.data !== undefined ? (
          <RecordForm {...props} row={query.data} />
        ) : query.isError ? (
          <Alert color="red">{errorMessage(query.error)}</Alert>
        ) : (
          <Skeleton height={72} />
        )}
      </Stack>
    </Card>
  );
}

function RecordForm<Row, Values extends FieldValues, Output>({ record, schema, overrides, savedMessage, onSaved, children, row }: SingleRecordFormProps<Row, Values, Output> & { row: Row }) {
  const { t } = useTranslation('table');
  const save = useSaveSingleRecord<Row, Partial<Output>>(record);
  const startFrom = (from: Row) => schemaValues<Values>(schema, from as object, overrides?.(from));
  const form = useForm<Values, unknown, Output>({ resolver: schemaResolver(schema), defaultValues: startFrom(row) });
  // Read here so the form tracks them (react-hook-form's state is a subscription proxy).
  const { isDirty, isSubmitting, errors, dirtyFields } = form.formState;

  const submit = form.handleSubmit(async (output) => {
    try {
      const saved = await save.mutateAsync(changedValues(output as object, dirtyFields) as Partial<Output>);
      form.reset(startFrom(saved));
      notify.success(savedMessage);
      onSaved?.(saved);
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.server?.message} />
        {children(form, row)}
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
