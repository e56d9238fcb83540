import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime } from '../../../lib/format';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isNamed = (item: unknown): item is { name: string } =>
  typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string';

/**
 * One recorded value, readable: booleans as yes/no, instants as dates (the recorded value
 * on hover), lists as chips (roles by name), everything else as text in its own direction.
 */
export function HistoryValue({ value }: { value: unknown }) {
  const { t } = useTranslation('history');
  if (value === undefined || value === null || value === '') {
    return (
      <Text span c="dimmed" aria-label={t('diff.empty')}>
        —
      </Text>
    );
  }
  if (typeof value === 'boolean') return <>{t(value ? 'diff.yes' : 'diff.no')}</>;
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return (
      <time dateTime={value} title={value}>
        {formatDateTime(value)}
      </time>
    );
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return <Text span c="dimmed">{t('diff.none')}</Text>;
    const items = value.map((item) => (isNamed(item) ? item.name : typeof item === 'string' ? item : JSON.stringify(item)));
    return (
      <Group gap={4}>
        {items.map((item, index) => (
          <Badge key={index} variant="light" color="gray" tt="none" fw={500}>
            {item}
          </Badge>
        ))}
      </Group>
    );
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return (
    <Text span inherit dir="auto" style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}
