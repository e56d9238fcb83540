import { Checkbox, Group, Paper, Table } from '@mantine/core';
import { startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DataTableFooter } from './data-table-footer';
import { ListEmpty, ListError, SkeletonRows, type EmptyContent } from './data-table-states';
import { DataTableToolbar } from './data-table-toolbar';
import { SortHeader } from './sort-header';
import type { DataTableColumn, DataTableQuery } from './types';
import type { ListState } from './use-list-params';
import { useRowSelection } from './use-row-selection';
import classes from '../stacked-table/stacked-table.module.css';
import { dialogOnFirstOpen } from '../deferred/dialog-on-first-open';
import { ScreenHeight } from '../deferred/deferred-mount';

const BulkDeleteDialog = dialogOnFirstOpen(
  () => import('./bulk-delete-dialog').then((module) => module.BulkDeleteDialog),
  (props) => props.opened,
);

export interface DataTableProps<T extends { id: number }> {
  /** Accessible name of the table ("Units"). */
  label: string;
  columns: DataTableColumn<T>[];
  /** From `useListParams`: the URL's paging, sort, search and filters. */
  list: ListState;
  /** The list query (`useUnits(list.params)`). */
  query: DataTableQuery<T>;
  /** Buttons for one row (edit, delete, …), already gated by permission. */
  rowActions?: (row: T) => ReactNode;
  /** Names a row for screen readers ("Select Kilogram"). */
  rowLabel?: (row: T) => string;
  /** Enables the checkbox column and "Delete selected"; omit it when the user may not delete. */
  onDeleteSelected?: (ids: number[]) => Promise<unknown>;
  /**
   * Other actions on the selected rows (a status change, …), shown beside the selection
   * count; enables the checkbox column like `onDeleteSelected`. `clear` empties the selection.
   */
  bulkActions?: (rows: T[], clear: () => void) => ReactNode;
  /** Filter inputs shown beside the search box; they write through `list.setFilter`. */
  filters?: ReactNode;
  /** The state shown when the list has no rows and nothing is searched. */
  empty?: EmptyContent;
  searchPlaceholder?: string;
  /** From tablet width up, below this width the table scrolls sideways inside its card (a phone stacks each row). */
  minWidth?: number;
}

/** The rows before their first background render (see `DataTable`). */
const NOT_DRAWN: never[] = [];

/** A column's header as the label of its line in a phone's row card (text headers only). */
const phoneLabel = <T,>(column: DataTableColumn<T>) => (typeof column.header === 'string' ? column.header : undefined);

/**
 * The one server-driven list of the app: every resource screen composes it with its
 * columns and its query instead of building its own table.
 */
export function DataTable<T extends { id: number }>(props: DataTableProps<T>) {
  // Where the screen's filters are still loading (filters-on-first-use.tsx), the table waits
  // for them rather than showing and then moving down as they arrive.
  return (
    <Suspense fallback={<ScreenHeight />}>
      <ListTable {...props} />
    </Suspense>
  );
}

function ListTable<T extends { id: number }>(props: DataTableProps<T>) {
  const { label, columns, list, query, rowActions, rowLabel, onDeleteSelected, bulkActions, filters, empty, searchPlaceholder } = props;
  const { t } = useTranslation('table');
  const { params } = list;
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  // New rows are drawn in a transition of their own: React makes the page of rows in small
  // slices while a phone stays responsive, and until then the rows drawn before stay (the
  // skeleton if there were none) and the table says it is busy. Rows already loaded when the
  // table mounts (a screen's data asked for beside its code) are drawn with it: taking the
  // skeleton out again cost a phone more, while the page loads, than drawing them at once.
  const [drawnRows, setDrawnRows] = useState<T[]>(() => (query.data ? rows : NOT_DRAWN));
  useEffect(() => startTransition(() => setDrawnRows(rows)), [rows]);
  const drawing = drawnRows !== rows;
  const meta = query.data?.meta;
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const selection = useRowSelection(rowIds, JSON.stringify(params));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const selectable = Boolean(onDeleteSelected ?? bulkActions);
  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  // A page past the end (rows deleted, a stale link) moves to the last page that exists.
  const lastPage = meta?.last_page ?? 1;
  const settled = Boolean(meta) && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && params.page > lastPage && lastPage >= 1) list.setPage(lastPage);
  }, [settled, params.page, lastPage, list]);

  const searching = Boolean(params.search) || Object.keys(params.filters).length > 0;
  const showEmpty = !query.isPending && !query.isError && rows.length === 0;

  return (
    <Paper withBorder radius="md">
      <DataTableToolbar
        list={list}
        filters={filters}
        searchPlaceholder={searchPlaceholder}
        selectedCount={selection.selected.length}
        onClearSelection={selection.clear}
        onDeleteSelected={onDeleteSelected ? () => setConfirmingDelete(true) : undefined}
        bulkActions={bulkActions?.(rows.filter((row) => selection.isSelected(row.id)), selection.clear)}
      />
      {query.isError ? (
        <ListError error={query.error} onRetry={query.refetch} />
      ) : showEmpty ? (
        <ListEmpty searching={searching} onClearSearch={list.clearSearch} empty={empty} />
      ) : (
        <Table.ScrollContainer className={classes.scroll} minWidth={props.minWidth ?? 640} type="native">
          <Table
            className={classes.stacked}
            aria-label={label}
            aria-busy={query.isPending || query.isPlaceholderData || drawing}
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="md"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <Table.Thead>
              <Table.Tr>
                {selectable && (
                  <Table.Th w={44} data-select-all>
                    <Checkbox
                      aria-label={t('selection.selectPage')}
                      checked={selection.allSelected}
                      indeterminate={selection.someSelected}
                      disabled={rows.length === 0}
                      onChange={selection.toggleAll}
                    />
                  </Table.Th>
                )}
                {columns.map((column) =>
                  column.sortField ? (
                    <SortHeader
                      key={column.key}
                      header={column.header}
                      field={column.sortField}
                      sort={params.sort}
                      width={column.width}
                      onSort={list.sortBy}
                    />
                  ) : (
                    <Table.Th key={column.key} w={column.width}>
                      {column.header}
                    </Table.Th>
                  ),
                )}
                {rowActions && (
                  <Table.Th w={1} ta="end">
                    {t('columns.actions')}
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending || drawnRows.length === 0 ? (
                <SkeletonRows rows={Math.min(params.perPage, 8)} columns={columnCount} />
              ) : (
                drawnRows.map((row) => (
                  <Table.Tr key={row.id} bg={selection.isSelected(row.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                    {selectable && (
                      <Table.Td data-select>
                        <Checkbox
                          aria-label={t('selection.selectRow', { name: rowLabel?.(row) ?? String(row.id) })}
                          checked={selection.isSelected(row.id)}
                          onChange={() => selection.toggle(row.id)}
                        />
                      </Table.Td>
                    )}
                    {columns.map((column, index) => (
                      <Table.Td key={column.key} data-label={index > 0 ? phoneLabel(column) : undefined}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                    {rowActions && (
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {rowActions(row)}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {meta && drawnRows.length > 0 && !query.isError && <DataTableFooter meta={meta} rowCount={rows.length} list={list} />}
      {onDeleteSelected && (
        <BulkDeleteDialog
          opened={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          count={selection.selected.length}
          onConfirm={async () => {
            await onDeleteSelected(selection.selected);
            selection.clear();
          }}
        />
      )}
    </Paper>
  );
}
