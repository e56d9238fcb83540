import { Alert, Center, Drawer, Loader, Stack, Text, Timeline } from '@mantine/core';
import type { ListMeta } from '@matjar/shared';
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api/api-fetch';
import type { HistoryEntry } from '../../lib/api/history-entry';
import { formatNumber } from '../../lib/format';
import { errorMessage } from '../../lib/api/api-error';
import { useRetained } from '../form-drawer/use-retained';
import { resourceKeys, type Resource } from './resource';
import { useResourceRecord } from './resource-queries';
import { RecordHistoryDetails } from './record-history-entry';
import { useResourceTexts } from './use-resource-texts';
import { useMountWhenOpened } from '../deferred/use-mount-when-opened';

/** The latest changes are what the drawer is for; the full log is the `logs` screen. */
export const RECORD_HISTORY_LIMIT = 50;

const ACTION_ICONS: Record<string, typeof IconPlus> = { created: IconPlus, updated: IconPencil, deleted: IconTrash };
const KNOWN_ACTIONS = ['created', 'updated', 'deleted'];

function useRecordHistory(resource: Resource<any, any, any>, id: number | null) {
  return useQuery({
    queryKey: resourceKeys(resource).history(id ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<{ data: HistoryEntry[]; meta: ListMeta }>('/dashboard/history', {
        query: { model: resource.historyModel ?? '', model_id: id ?? 0, perPage: RECORD_HISTORY_LIMIT, sort: '-id' },
        signal,
      }),
    enabled: id !== null,
  });
}

interface RecordHistoryDrawerProps<Row extends { id: number }> {
  resource: Resource<any, any, Row>;
  /** The record whose history is asked for (`?action=history&id=5`), null when closed. */
  id: number | null;
  nameOf: (row: Row) => string;
  onClose: () => void;
}

/**
 * The latest changes of one record: who did what and when, with its name before and after
 * (texts `history.*` of the screen's catalogue). Its save refreshes this too (same key).
 */
export function RecordHistoryDrawer<Row extends { id: number }>(props: RecordHistoryDrawerProps<Row>) {
  const { mounted, opened } = useMountWhenOpened(props.id !== null);
  return mounted ? <RecordHistoryPanel {...props} opened={opened} /> : null;
}

function RecordHistoryPanel<Row extends { id: number }>({ resource, id, nameOf, onClose, opened }: RecordHistoryDrawerProps<Row> & { opened: boolean }) {
  const t = useResourceTexts(resource);
  // Kept while the drawer slides out.
  const shownId = useRetained(id);
  const record = useResourceRecord(resource, shownId).data;
  const history = useRecordHistory(resource, shownId);
  const entries = history.data?.data ?? [];
  const total = history.data?.meta.total ?? 0;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={record ? t('history.title', { name: nameOf(record) }) : t('actions.history')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {history.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : history.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorMessage(history.error)}
        </Alert>
      ) : entries.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('history.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          <Timeline bulletSize={26} lineWidth={2}>
            {entries.map((entry) => {
              // Timeline passes its props to direct Timeline.Item children, so the item stays here.
              const Icon = ACTION_ICONS[entry.action] ?? IconPencil;
              const action = KNOWN_ACTIONS.includes(entry.action) ? entry.action : 'other';
              return (
                <Timeline.Item key={entry.id} bullet={<Icon size={14} />} title={t(`history.actions.${action}`)} data-testid="history-entry">
                  <RecordHistoryDetails entry={entry} t={t} />
                </Timeline.Item>
              );
            })}
          </Timeline>
          {total > RECORD_HISTORY_LIMIT && (
            <Text c="dimmed" fz="xs">
              {t('history.latest', { count: RECORD_HISTORY_LIMIT, value: formatNumber(RECORD_HISTORY_LIMIT) })}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
