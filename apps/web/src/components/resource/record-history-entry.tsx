import { Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { TFunction } from '../../lib/i18n/translator';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { HistoryEntry } from '../../lib/api/history-entry';
import { formatDateTime, formatRelativeTime } from '../../lib/format';
import { DirectionalIcon } from '../directional-icon/directional-icon';

type Names = Partial<Record<'en' | 'ar', string>>;

/** The record's name as the entry recorded it; history rows are free-form JSON, so read defensively. */
function namesOf(snapshot: unknown): Names {
  const name = (snapshot as { name?: unknown } | null)?.name;
  if (typeof name !== 'object' || name === null) return {};
  const { en, ar } = name as Record<string, unknown>;
  return { en: typeof en === 'string' ? en : undefined, ar: typeof ar === 'string' ? ar : undefined };
}

const LANGUAGES = [
  { key: 'en', dir: 'ltr' },
  { key: 'ar', dir: 'rtl' },
] as const;

/** Who and when, then each name as it was and as it became (or as created / deleted). */
export function RecordHistoryDetails({ entry, t }: { entry: HistoryEntry; t: TFunction }) {
  const fields = useTranslation('fields').t;
  const before = namesOf(entry.before);
  const after = namesOf(entry.after);

  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed">
        {t('history.by', { user: entry.user?.username ?? t('history.system') })} ·{' '}
        <time dateTime={entry.created_at} title={formatDateTime(entry.created_at)}>
          {formatRelativeTime(entry.created_at)}
        </time>
      </Text>
      {LANGUAGES.map(({ key, dir: textDir }) => {
        const old = before[key];
        const now = after[key];
        if (old === undefined && now === undefined) return null;
        if (old !== undefined && now !== undefined && old === now) return null;
        return (
          <Group key={key} gap={6} fz="sm" wrap="wrap">
            <Text span fz="xs" c="dimmed">
              {fields(`name.${key}`)}:
            </Text>
            {old !== undefined && (
              <Text span fz="sm" dir={textDir} td={now !== undefined ? 'line-through' : undefined} c={now !== undefined ? 'dimmed' : undefined}>
                {old}
              </Text>
            )}
            {old !== undefined && now !== undefined && (
              <DirectionalIcon icon={IconArrowRight} size={14} color="var(--mantine-color-dimmed)" />
            )}
            {now !== undefined && (
              <Text span fz="sm" fw={500} dir={textDir}>
                {now}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
