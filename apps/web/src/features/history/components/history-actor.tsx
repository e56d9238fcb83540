import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { HistoryEntry } from '../../../lib/api/history-entry';
import { RichText } from '../../../lib/i18n/rich-text';

/** Who acted: the user, and under it who was signed in as them when impersonating. */
export function HistoryActor({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('history');
  return (
    <Stack gap={0}>
      <Text span fz="sm" fw={500} c={entry.user ? undefined : 'dimmed'}>
        {entry.user ? <bdi>{entry.user.username}</bdi> : t('who.unknown')}
      </Text>
      {entry.impersonator && (
        <Text span fz="xs" c="grape.7">
          <RichText t={t} i18nKey="who.onBehalf" values={{ name: entry.impersonator.username }} tags={{ name: <bdi /> }} />
        </Text>
      )}
    </Stack>
  );
}
