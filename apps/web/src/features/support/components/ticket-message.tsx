import { Group, Modal, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import classes from './support.module.css';
import { TicketPicture } from './ticket-picture';

interface TicketMessageProps {
  /** Null once the account is deleted. */
  author: { username: string } | null;
  /** ISO time it was written. */
  at: string;
  body: string;
  /** The pictures of a reply, with the ticket they are read under (they are private). */
  attachments?: { ticketId: number; ids: readonly number[] };
  /** Written by the signed-in user: marked apart, as a chat marks one's own lines. */
  own: boolean;
}

/** One message of a ticket's thread: who, when (relative, the exact time on hover and to assistive tech), the text and its pictures. */
export function TicketMessage({ author, at, body, attachments, own }: TicketMessageProps) {
  const { t } = useTranslation('support');
  const [preview, setPreview] = useState<number | null>(null);
  const pictures = attachments?.ids ?? [];
  const shown = preview === null ? undefined : pictures[preview];
  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.message} data-own={own || undefined}>
      <Group justify="space-between" gap="xs" mb={6}>
        <Text fz="sm" fw={600}>
          {author ? <bdi>{author.username}</bdi> : t('removedUser')}
          {own && (
            <Text span fz="xs" c="dimmed" fw={400}>
              {' '}
              {t('thread.you')}
            </Text>
          )}
        </Text>
        <Text component="time" dateTime={at} fz="xs" c="dimmed" title={formatDateTime(at)}>
          {formatRelativeTime(at)} · {formatDateTime(at)}
        </Text>
      </Group>
      <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Text>
      {attachments && pictures.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" mt="sm" maw={440}>
          {pictures.map((id, index) => (
            <UnstyledButton key={id} className={classes.attachment} onClick={() => setPreview(index)} aria-label={t('thread.openPicture', { number: index + 1 })}>
              <TicketPicture ticketId={attachments.ticketId} pictureId={id} size="100x100" alt="" w="100%" h={96} fit="cover" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={shown !== undefined} onClose={() => setPreview(null)} title={t('thread.picture', { number: (preview ?? 0) + 1 })} size="lg" centered closeButtonProps={{ 'aria-label': t('thread.closePicture') }}>
        {attachments && shown !== undefined && (
          <TicketPicture ticketId={attachments.ticketId} pictureId={shown} size="400x400" alt={t('thread.picture', { number: (preview ?? 0) + 1 })} fit="contain" mah="70vh" mih={200} />
        )}
      </Modal>
    </Paper>
  );
}
