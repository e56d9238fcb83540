import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketDetail } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageBreadcrumbs } from '../../../components/page-header/page-breadcrumbs';
import { PageTitle } from '../../../components/page-header/page-header';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useCurrentUser } from '../../../lib/session/current-user';
import { ReplyBox } from './reply-box';
import { StatusActions } from './status-actions';
import { TicketMessage } from './ticket-message';
import { TicketStatusBadge } from './ticket-status-badge';

/**
 * A ticket's page: what it is about and where it stands, its moves, the thread (the
 * description first, then every reply) and the reply box while it is not closed.
 */
export function TicketConversation({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support');
  const me = useCurrentUser();
  usePageTitle('support:page.title', { code: ticket.code });

  return (
    <Stack gap="lg" maw={960}>
      <PageBreadcrumbs>
        <Anchor component={Link} to="/dashboard/support" fz="sm">
          {t('title')}
        </Anchor>
        <Text span fz="sm" aria-current="page">
          <bdi>{ticket.code}</bdi>
        </Text>
      </PageBreadcrumbs>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6}>
            <Group gap="sm">
              <PageTitle>
                <span dir="auto">{ticket.subject}</span>
              </PageTitle>
              <TicketStatusBadge status={ticket.status} />
            </Group>
            <Group gap="lg" fz="sm" c="dimmed">
              <Text span fz="sm" c="dimmed">
                {t('page.code')}: <bdi style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{ticket.code}</bdi>
              </Text>
              <Text span fz="sm" c="dimmed">
                {t('page.department')}: {t(`departments.${ticket.department}`)}
              </Text>
              <Text span fz="sm" c="dimmed">
                {t('page.phone')}:{' '}
                <Anchor href={`tel:${ticket.phone}`} fz="sm" dir="ltr">
                  <bdi>{ticket.phone}</bdi>
                </Anchor>
              </Text>
            </Group>
          </Stack>
          <StatusActions ticket={ticket} />
        </Group>
      </Paper>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('thread.label')}>
        <TicketMessage author={ticket.author} at={ticket.created_at} body={ticket.description} own={ticket.author?.id === me?.id} />
        {ticket.replies.map((reply) => (
          <TicketMessage
            key={reply.id}
            author={reply.author}
            at={reply.created_at}
            body={reply.body}
            attachments={{ ticketId: ticket.id, ids: reply.attachments.map((attachment) => attachment.id) }}
            own={reply.author?.id === me?.id}
          />
        ))}
      </Stack>
      {ticket.status === 'closed' ? (
        <Text fz="sm" c="dimmed" ta="center">
          {t('reply.closed')}
        </Text>
      ) : (
        <ReplyBox ticketId={ticket.id} />
      )}
    </Stack>
  );
}
