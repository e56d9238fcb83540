import { Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useModelLabel } from '../../../components/history-model-labels';
import type { HistoryEntry } from '../../../lib/api/history-entry';
import { HistoryActor } from './history-actor';
import { ACTION_COLORS, actionLabel } from './history-labels';

/** Columns of the user history: when, who, what happened to which record, and from where. */
export function useHistoryColumns(): DataTableColumn<HistoryEntry>[] {
  const { t } = useTranslation('history');
  const modelLabel = useModelLabel();
  return useMemo(
    () => [
      {
        key: 'created_at',
        header: t('columns.when'),
        // Entries are numbered as they are written, so the id orders them in time.
        sortField: 'id',
        width: 190,
        cell: (entry) => (
          <Stack gap={0}>
            <Text span fz="sm">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </Text>
            <Text span fz="xs" c="dimmed">
              {formatRelativeTime(entry.created_at)}
            </Text>
          </Stack>
        ),
      },
      { key: 'user', header: t('columns.who'), cell: (entry) => <HistoryActor entry={entry} /> },
      {
        key: 'action',
        header: t('columns.action'),
        cell: (entry) => (
          <Badge variant="light" color={ACTION_COLORS[entry.action] ?? 'gray'} tt="none">
            {actionLabel(t, entry.action)}
          </Badge>
        ),
      },
      {
        key: 'model',
        header: t('columns.model'),
        cell: (entry) => (
          <Text span fz="sm">
            {modelLabel(entry.model)}
          </Text>
        ),
      },
      {
        key: 'model_id',
        header: t('columns.modelId'),
        width: 90,
        cell: (entry) =>
          entry.model_id ? (
            <Text span fz="sm" ff="monospace" dir="ltr">
              {entry.model_id}
            </Text>
          ) : (
            <Text span c="dimmed">
              —
            </Text>
          ),
      },
      {
        key: 'ip',
        header: t('columns.ip'),
        width: 140,
        cell: (entry) => (
          <Text span fz="sm" ff="monospace" c="dimmed" dir="ltr">
            {entry.ip ?? '—'}
          </Text>
        ),
      },
    ],
    [t, modelLabel],
  );
}
