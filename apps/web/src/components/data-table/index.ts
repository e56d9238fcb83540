export { DataTable, type DataTableProps } from './data-table';
export { fetchList } from './fetch-list';
export type { ListParams, ListParamsOptions } from './list-params';
export type { DataTableColumn, DataTableQuery, ListResponse } from './types';
export { useListParams, type ListState } from './use-list-params';
export { RowAction } from './row-action';
export { RowMenu } from './row-menu';
export { DateCell } from './date-cell';
// DayRangeFilter is imported from './day-range-filter' itself: re-exported here, it would tie
// the day pickers (Mantine's dates, dayjs) to every screen that imports the table.
export { TextFilter } from './text-filter';
export { filtersOnFirstUse } from './filters-on-first-use';
export { CODE, codeBadgeColumn, dateColumn, sortableColumn, textColumn, TwoLines, type TextCellProps } from './cells';
export { ScheduleStatusBadge } from './schedule-status-badge';
