import { Badge } from '@mantine/core';

/** Where a dated record stands today (an ad, an offer): before its dates, within them, after them, or switched off. */
export type ScheduleStatus = 'scheduled' | 'running' | 'expired' | 'disabled';

const colours: Record<ScheduleStatus, string> = { running: 'teal', scheduled: 'blue', expired: 'gray', disabled: 'orange' };

/** The status chip of a dated record; `label` is the screen's own word for it. */
export function ScheduleStatusBadge({ status, label }: { status: ScheduleStatus; label: string }) {
  return (
    <Badge variant="light" color={colours[status]}>
      {label}
    </Badge>
  );
}
