import { Alert, Center, Drawer, Loader, Stack, Text, Timeline } from '@mantine/core';
import type { Unit } from '@matjar/shared';
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/confirm-dialog';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { UNIT_HISTORY_LIMIT, useUnitHistory } from '../api/get-unit-history';
import { UnitHistoryDetails } from './unit-history-entry';

interface UnitHistoryDrawerProps {
  opened: boolean;
  /** The unit whose history is shown (kept while the drawer slides out). */
  unitId: number | null;
  unit: Unit | undefined;
  onClose: () => void;
}

const ACTION_ICONS: Record<string, typeof IconPlus> = { created: IconPlus, updated: IconPencil, deleted: IconTrash };
const KNOWN_ACTIONS = ['created', 'updated', 'deleted'];

/** The latest changes of one unit: who did what and when, with the name before and after. */
export function UnitHistoryDrawer({ opened, unitId, unit, onClose }: UnitHistoryDrawerProps) {
  const { t } = useTranslation('units');
  const { locale } = useLocale();
  const history = useUnitHistory(unitId);
  const entries = history.data?.data ?? [];
  const total = history.data?.meta.total ?? 0;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={unit ? t('history.title', { name: unit.name[locale] }) : t('actions.history')}
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
                <Timeline.Item
                  key={entry.id}
                  bullet={<Icon size={14} />}
                  title={t(`history.actions.${action}`)}
                  data-testid="history-entry"
                >
                  <UnitHistoryDetails entry={entry} />
                </Timeline.Item>
              );
            })}
          </Timeline>
          {total > UNIT_HISTORY_LIMIT && (
            <Text c="dimmed" fz="xs">
              {t('history.latest', { count: UNIT_HISTORY_LIMIT, value: formatNumber(UNIT_HISTORY_LIMIT) })}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
