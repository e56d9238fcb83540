export { DataTable, type DataTableProps } from './data-table';
export { fetchList } from './fetch-list';
export type { ListParams, ListParamsOptions } from './list-params';
export type { DataTableColumn, DataTableQuery, ListResponse } from './types';
export { useListParams, type ListState } from './use-list-params';
export { RowAction } from './row-action';
export { DateCell } from './date-cell';
export { DayRangeFilter } from './day-range-filter';
export { TextFilter } from './text-filter';
