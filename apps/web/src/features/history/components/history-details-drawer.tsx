import { Alert, Badge, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useModelLabel } from '../../../components/history-model-labels';
import type { HistoryEntry } from '../../../lib/api/history-entry';
import { HistoryActor } from './history-actor';
import { diffSnapshots } from './history-diff';
import { HistoryDiffTable } from './history-diff-table';
import { ACTION_COLORS, actionLabel } from './history-labels';

interface HistoryDetailsDrawerProps {
  opened: boolean;
  /** The entry shown (kept while the drawer slides out); null when it is not on this page. */
  entry: HistoryEntry | null;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** One entry in full: the facts of the list row, then the record before and after, side by side. */
export function HistoryDetailsDrawer({ opened, entry, onClose }: HistoryDetailsDrawerProps) {
  const { t } = useTranslation('history');
  const modelLabel = useModelLabel();
  const rows = entry ? diffSnapshots(entry.before, entry.after) : [];

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={entry ? t('details.title', { action: actionLabel(t, entry.action), model: modelLabel(entry.model) }) : t('details.heading')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {!entry ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('details.missing')}
        </Alert>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
            <Fact label={t('columns.who')}>
              <HistoryActor entry={entry} />
            </Fact>
            <Fact label={t('columns.when')}>
              <Text fz="sm">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </Text>
              <Text fz="xs" c="dimmed">
                {formatRelativeTime(entry.created_at)}
              </Text>
            </Fact>
            <Fact label={t('columns.action')}>
              <Badge variant="light" color={ACTION_COLORS[entry.action] ?? 'gray'} tt="none">
                {actionLabel(t, entry.action)}
              </Badge>
            </Fact>
            <Fact label={t('columns.model')}>
              <Group gap={6}>
                <Text fz="sm">{modelLabel(entry.model)}</Text>
                {entry.model_id && (
                  <Text fz="sm" ff="monospace" c="dimmed">
                    <bdi dir="ltr">#{entry.model_id}</bdi>
                  </Text>
                )}
              </Group>
            </Fact>
            <Fact label={t('columns.ip')}>
              <Text fz="sm" ff="monospace">
                <bdi dir="ltr">{entry.ip ?? '—'}</bdi>
              </Text>
            </Fact>
          </SimpleGrid>
          {rows.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('details.noData')}
            </Text>
          ) : (
            <HistoryDiffTable key={entry.id} rows={rows} />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
