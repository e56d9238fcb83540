import { Badge } from '@mantine/core';
import type { ScheduleStatus } from '@matjar/shared';
import { WHOLE_BADGE } from '../whole-badge';

const colours: Record<ScheduleStatus, string> = { running: 'teal', scheduled: 'blue', expired: 'gray', disabled: 'orange' };

/** The status chip of a dated record (an ad, an offer, a coupon); `label` is the screen's own word for it. */
export function ScheduleStatusBadge({ status, label }: { status: ScheduleStatus; label: string }) {
  return (
    <Badge {...WHOLE_BADGE} variant="light" color={colours[status]}>
      {label}
    </Badge>
  );
}
