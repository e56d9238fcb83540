import type { ListParams } from '../../../components/data-table';

/**
 * Search-param names of the history filters; `from` and `to` are calendar days
 * (`2026-03-01`). The action filter is `event` in the URL, since `action` names the open
 * dialog there (`?action=view&id=5`); it is sent to the API as `action`.
 */
export const HISTORY_FILTER_KEYS = ['user_id', 'model', 'event', 'from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in the browser's time zone, as the instant it starts or ends. */
function dayBoundary(day: string, end: boolean): string | undefined {
  if (!DAY.test(day)) return undefined;
  const instant = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/**
 * The list params as the API reads them: the URL keeps days, which people pick and read;
 * the API filters on instants, so each day becomes its first or last moment where the
 * user is. An unreadable day is left out rather than failing the whole list.
 */
export function toHistoryParams(params: ListParams): ListParams {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(params.filters)) {
    if (key === 'from' || key === 'to') {
      const instant = dayBoundary(value, key === 'to');
      if (instant) filters[key] = instant;
    } else if (key === 'event') filters.action = value;
    else filters[key] = value;
  }
  return { ...params, filters };
}
