import type { ListMeta } from '@matjar/shared';
import type { ReactNode } from 'react';

/** The body of every list call: rows in `data`, paging in `meta` (ARCHITECTURE.md). */
export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export interface DataTableColumn<T> {
  /** Unique within the table; also the React key of the column. */
  key: string;
  /** Already translated header text. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The server's sort field; when set, the header becomes a sort button. */
  sortField?: string;
  /** Width hint, e.g. 120 or '30%'. */
  width?: number | string;
}

/** What the table needs of a list query (a TanStack Query result fits as is). */
export interface DataTableQuery<T> {
  data: ListResponse<T> | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while a new page loads with the previous one still shown. */
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}
