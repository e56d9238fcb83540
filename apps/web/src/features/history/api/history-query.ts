import type { ListParams } from '../../../components/data-table';
import { dayBoundary } from '../../../components/data-table/day-range';

/**
 * Search-param names of the history filters; `from` and `to` are calendar days
 * (`2026-03-01`). The action filter is `event` in the URL, since `action` names the open
 * dialog there (`?action=view&id=5`); it is sent to the API as `action`.
 */
export const HISTORY_FILTER_KEYS = ['user_id', 'model', 'event', 'from', 'to'] as const;

/**
 * The list params as the API reads them: the URL keeps days, which people pick and read;
 * the API filters on instants, so each day becomes its first or last moment where the
 * user is, sent as `date_from`/`date_to` like every list's date filter. An unreadable day
 * is left out rather than failing the whole list.
 */
export function toHistoryParams(params: ListParams): ListParams {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(params.filters)) {
    if (key === 'from' || key === 'to') {
      const instant = dayBoundary(value, key === 'to');
      if (instant) filters[`date_${key}`] = instant;
    } else if (key === 'event') filters.action = value;
    else filters[key] = value;
  }
  return { ...params, filters };
}
