import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, REPLY_MAX_ATTACHMENTS, REPLY_MAX_LENGTH, ticketReplyInput, type TicketReplyInput } from '@matjar/shared';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert, showServerError, useFieldError } from '../../../components/form-drawer';
import { schemaValues, schemaResolver } from '../../../components/form-drawer/schema-values';
import { useObjectUrl } from '../../../components/image-input';
import { notify } from '../../../lib/notify';
import { useReply } from '../api/ticket-queries';

interface ReplyValues {
  body: string;
  attachments: File[];
}

/** The text and up to four pictures (each under 1 MB, refused here at once; the server checks them again). */
export function ReplyBox({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation(['support', 'fields']);
  const fieldError = useFieldError();
  const reply = useReply(ticketId);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useForm<ReplyValues, unknown, TicketReplyInput>({
    resolver: schemaResolver(ticketReplyInput),
    defaultValues: schemaValues(ticketReplyInput),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await reply.mutateAsync(values);
      form.reset();
      setRefused(null);
      notify.success(t('toast.replied'));
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('reply.title')}
        </Title>
        <FormAlert message={errors.root?.server?.message} />
        <Textarea
          label={t('reply.label')}
          placeholder={t('reply.placeholder')}
          autosize
          minRows={3}
          maxRows={12}
          // The text is `body` on the wire and a reply on screen.
          error={fieldError(errors.body, 'reply', { max: REPLY_MAX_LENGTH })}
          {...form.register('body')}
        />
        <Controller
          control={form.control}
          name="attachments"
          render={({ field }) => (
            <Stack gap={6}>
              <Group gap="xs">
                {field.value.map((file, index) => (
                  <AttachmentPreview
                    key={`${file.name}-${index}`}
                    file={file}
                    label={t('reply.removePicture', { name: file.name })}
                    onRemove={() => field.onChange(field.value.filter((_, other) => other !== index))}
                  />
                ))}
              </Group>
              <Group gap="sm">
                <FileButton
                  multiple
                  accept={IMAGE_TYPES.join(',')}
                  onChange={(files) => {
                    const fitting = files.filter((file) => file.size < IMAGE_MAX_BYTES);
                    const room = REPLY_MAX_ATTACHMENTS - field.value.length;
                    setRefused(
                      fitting.length < files.length
                        ? t('reply.tooLarge')
                        : fitting.length > room
                          ? t('validation:too_many_files', { field: t('fields:attachments'), max: REPLY_MAX_ATTACHMENTS })
                          : null,
                    );
                    field.onChange([...field.value, ...fitting.slice(0, Math.max(0, room))]);
                  }}
                >
                  {(props) => (
                    <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />} disabled={field.value.length >= REPLY_MAX_ATTACHMENTS}>
                      {t('reply.attach')}
                    </Button>
                  )}
                </FileButton>
                <Text fz="xs" c="dimmed">
                  {t('reply.attachHint', { max: REPLY_MAX_ATTACHMENTS })}
                </Text>
              </Group>
              {refused && (
                <Text fz="xs" c="red.8" role="alert">
                  {refused}
                </Text>
              )}
            </Stack>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={isSubmitting}>
            {t('reply.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AttachmentPreview({ file, label, onRemove }: { file: File; label: string; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Image src={url} alt={file.name} w={64} h={64} fit="cover" radius="sm" />
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label} onClick={onRemove}>
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}
