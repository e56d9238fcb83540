import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import type { Ticket } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { TwoLines, type DataTableColumn } from '../../../components/data-table';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { TicketStatusBadge } from './ticket-status-badge';
import classes from './support.module.css';

/** The code (opens the conversation), the subject with its unread marker, department, status, author and when. */
export function useTicketColumns(): DataTableColumn<Ticket>[] {
  const { t } = useTranslation('support');
  return useMemo(
    () => [
      {
        key: 'code',
        header: t('columns.code'),
        sortField: 'code',
        width: 130,
        cell: (ticket) => (
          <Anchor
            renderRoot={(props) => <Link {...props} to="/dashboard/support/$ticket" params={{ ticket: String(ticket.id) }} />}
            fz="sm"
            fw={600}
            ff="monospace"
          >
            <bdi>{ticket.code}</bdi>
          </Anchor>
        ),
      },
      {
        key: 'subject',
        header: t('columns.subject'),
        cell: (ticket) => (
          <Group gap={6} wrap="nowrap">
            {ticket.has_unread && (
              <>
                <span className={classes.unreadDot} aria-hidden />
                <VisuallyHidden>{t('unreadReply')}</VisuallyHidden>
              </>
            )}
            <Text fz="sm" fw={ticket.has_unread ? 600 : 400} dir="auto" lineClamp={2}>
              {ticket.subject}
            </Text>
          </Group>
        ),
      },
      { key: 'department', header: t('columns.department'), width: 120, cell: (ticket) => <Text fz="sm">{t(`departments.${ticket.department}`)}</Text> },
      { key: 'status', header: t('columns.status'), width: 110, cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
      { key: 'author', header: t('columns.author'), width: 130, cell: (ticket) => <Text fz="sm">{ticket.author ? <bdi>{ticket.author.username}</bdi> : t('removedUser')}</Text> },
      {
        key: 'created_at',
        header: t('columns.opened'),
        sortField: 'created_at',
        width: 170,
        cell: (ticket) => <TwoLines sub={formatRelativeTime(ticket.created_at)}>{formatDateTime(ticket.created_at)}</TwoLines>,
      },
    ],
    [t],
  );
}
