import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import stackedTable from '../../../components/stacked-table/stacked-table.module.css';
import classes from './report-page.module.css';

export interface ReportColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Figures line up at the end of their cells. */
  numeric?: boolean;
}

interface ReportTableProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row, index: number) => string | number;
  busy?: boolean;
}

/** A report's table: a card per row on a phone (the first column its title), whole when printed. */
export function ReportTable<Row>({ label, rows, columns, rowKey, busy = false }: ReportTableProps<Row>) {
  return (
    <Table.ScrollContainer className={stackedTable.scroll} minWidth={640} type="native">
      <Table className={`${stackedTable.stacked} ${classes.table}`} aria-label={label} aria-busy={busy} verticalSpacing="sm" horizontalSpacing="md" striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'end' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column, at) => (
                <Table.Td key={column.key} ta={column.numeric ? 'end' : undefined} fw={at === 0 ? 500 : undefined} data-label={at === 0 ? undefined : column.header}>
                  {column.cell(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
