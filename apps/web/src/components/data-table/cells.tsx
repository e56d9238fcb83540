import { Badge, Stack, Text, type TextProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { DateCell } from './date-cell';
import type { DataTableColumn } from './types';

/** How a text cell reads: its colour, weight, font, and its own direction where it has one (a code, an e-mail). */
export type TextCellProps = Pick<TextProps, 'c' | 'fw' | 'ff'> & { dir?: 'ltr' | 'rtl' | 'auto'; lang?: string; style?: CSSProperties };

/** A code, a rate, a slug: fixed-width figures read left to right in either language. */
export const CODE: TextCellProps = { ff: 'monospace', dir: 'ltr' };

/**
 * What people typed (a name, a street, an e-mail) takes its direction from its own first
 * letter and is isolated from the cell around it, so "12 Tahrir St." does not come out as
 * ".Tahrir St 12" in an Arabic table; a cell that knows its direction says so (`CODE`).
 */
const OWN_DIRECTION: TextCellProps = { dir: 'auto' };

/**
 * A column whose cell is one line of text at the table's size: a code, an e-mail, a rate.
 * `value` gives the text; `text` how it reads.
 */
export function textColumn<T>({
  value,
  text,
  ...column
}: Omit<DataTableColumn<T>, 'cell'> & { value: (row: T) => ReactNode; text?: TextCellProps }): DataTableColumn<T> {
  return {
    ...column,
    cell: (row) => (
      <Text span fz="sm" {...OWN_DIRECTION} {...text}>
        {value(row)}
      </Text>
    ),
  };
}

/** A column of a short code (a currency's `EGP`, a country's `EG`) on a grey badge, left to right. */
export function codeBadgeColumn<T>({ value, ...column }: Omit<DataTableColumn<T>, 'cell'> & { value: (row: T) => ReactNode }): DataTableColumn<T> {
  return {
    ...column,
    cell: (row) => (
      <Badge variant="light" color="gray" radius="sm" dir="ltr">
        {value(row)}
      </Badge>
    ),
  };
}

/**
 * A column the server sorts by its own key (`name`, `title`): the field is named once, as
 * both the column's key and its sort field.
 */
export function sortableColumn<T>(key: string, header: ReactNode, cell: (row: T) => ReactNode, width?: number | string): DataTableColumn<T> {
  return { key, header, sortField: key, width, cell };
}

/**
 * A column of one date (`updated_at`, `created_at`) drawn by `DateCell`: the day, or how long
 * ago with `relative`, the exact time on hover.
 */
export function dateColumn<T>({
  value,
  relative,
  ...column
}: Omit<DataTableColumn<T>, 'cell'> & { value: (row: T) => string; relative?: boolean }): DataTableColumn<T> {
  return { ...column, cell: (row) => <DateCell value={value(row)} relative={relative} /> };
}

/**
 * A cell of two lines: the value, and a smaller dimmed line under it (a customer's phone, a
 * date's time ago). Each line is as wide as its text and starts at the cell's start edge, so
 * a line in its own direction (a phone, an English name in Arabic) lines up with the other.
 */
export function TwoLines({ children, sub, main, under }: { children: ReactNode; sub: ReactNode; main?: TextCellProps; under?: TextCellProps }) {
  return (
    <Stack gap={0} align="flex-start">
      <Text span fz="sm" {...OWN_DIRECTION} {...main}>
        {children}
      </Text>
      <Text span fz="xs" c="dimmed" {...OWN_DIRECTION} {...under}>
        {sub}
      </Text>
    </Stack>
  );
}
