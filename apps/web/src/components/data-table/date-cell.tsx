import { Text } from '@mantine/core';
import { formatDate, formatDateTime, formatRelativeTime } from '../../lib/format';

/** A list's date column: the day (or how long ago, `relative`) in the active language, the exact time on hover. */
export function DateCell({ value, relative = false }: { value: string; relative?: boolean }) {
  return (
    <Text span fz="sm" c="dimmed">
      <time dateTime={value} title={formatDateTime(value)}>
        {relative ? formatRelativeTime(value) : formatDate(value)}
      </time>
    </Text>
  );
}
