import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorMessage } from '../../../lib/api/api-error';
import { useFieldError } from '../../../components/form-drawer';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/session/use-can';
import { useAddComment, useOrderComments } from '../api/order-comments';
import { loadCommentInput } from './on-first-use';

const BODY_MAX = 2000;

/** The staff's notes on this order, newest first, and a box to add one. */
export function OrderComments({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const fieldError = useFieldError();
  const comments = useOrderComments(orderId);
  const add = useAddComment(orderId);
  const canAdd = useCan('comments.create');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    try {
      // The check's code can fail to arrive (offline): that shows as the box's error too.
      const orderCommentInput = await loadCommentInput();
      const parsed = orderCommentInput.safeParse({ order_id: orderId, body });
      if (!parsed.success) {
        setError(fieldError({ type: 'schema', message: parsed.error.issues[0]?.message ?? 'validation.required' }, 'body', { max: BODY_MAX }) ?? null);
        return;
      }
      setError(null);
      await add.mutateAsync(parsed.data.body);
      setBody('');
      notify.success(t('comments.added'));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={4}>{t('comments.title')}</Title>
        {canAdd && (
          <Stack gap="xs">
            <Textarea
              label={t('comments.label')}
              placeholder={t('comments.placeholder')}
              autosize
              minRows={2}
              maxLength={BODY_MAX}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              error={error}
            />
            <Group justify="flex-end">
              <Button leftSection={<IconSend size={16} />} loading={add.isPending} onClick={() => void submit()}>
                {t('comments.add')}
              </Button>
            </Group>
          </Stack>
        )}
        {comments.isError ? (
          <Text fz="sm" c="red" role="alert">
            {t('comments.failed')}
          </Text>
        ) : comments.data?.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('comments.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('comments.title')}>
            {(comments.data ?? []).map((comment) => (
              <Paper key={comment.id} component="li" bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {comment.body}
                </Text>
                <Text fz="xs" c="dimmed" mt={4}>
                  {comment.user ? <bdi>{comment.user.username}</bdi> : t('page.system')} · {formatDateTime(comment.created_at)}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
