import { Anchor, Text } from '@mantine/core';
import { orderNumberLabel, type OrderComment } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';

/** The comment, its order (a link), its author and when. */
export function useCommentColumns(): DataTableColumn<OrderComment>[] {
  const { t } = useTranslation('comments');
  return useMemo(
    () => [
      {
        key: 'order',
        header: t('columns.order'),
        width: 120,
        cell: (comment) => (
          <Anchor
            renderRoot={(props) => <Link {...props} to="/dashboard/orders/$order" params={{ order: String(comment.order.id) }} />}
            fz="sm"
            fw={600}
          >
            <bdi>{orderNumberLabel(comment.order.number)}</bdi>
          </Anchor>
        ),
      },
      {
        key: 'body',
        header: t('columns.body'),
        cell: (comment) => (
          <Text fz="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
            {comment.body}
          </Text>
        ),
      },
      {
        key: 'user',
        header: t('columns.user'),
        width: 150,
        cell: (comment) => <Text fz="sm">{comment.user ? <bdi>{comment.user.username}</bdi> : t('system')}</Text>,
      },
      {
        key: 'created_at',
        header: t('columns.date'),
        sortField: 'created_at',
        width: 170,
        // One line: "2026/10/09، 10:07 ص" broke before its last word in Arabic.
        cell: (comment) => (
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(comment.created_at)}
          </Text>
        ),
      },
    ],
    [t],
  );
}
