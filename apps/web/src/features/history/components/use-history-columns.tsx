import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { textColumn, TwoLines, type DataTableColumn } from '../../../components/data-table';
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
          <TwoLines sub={formatRelativeTime(entry.created_at)}>
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
          </TwoLines>
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
      textColumn({ key: 'model', header: t('columns.model'), value: (entry) => modelLabel(entry.model) }),
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
      textColumn({ key: 'ip', header: t('columns.ip'), width: 140, value: (entry) => entry.ip ?? '—', text: { ff: 'monospace', c: 'dimmed', dir: 'ltr' } }),
    ],
    [t, modelLabel],
  );
}
