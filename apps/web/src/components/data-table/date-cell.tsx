import { Text } from '@mantine/core';
import { formatDate, formatDateTime } from '../../lib/format';

/** A list's date column: the day in the active language, the exact time on hover. */
export function DateCell({ value }: { value: string }) {
  return (
    <Text span fz="sm" c="dimmed">
      <time dateTime={value} title={formatDateTime(value)}>
        {formatDate(value)}
      </time>
    </Text>
  );
}
