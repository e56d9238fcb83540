import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A plain table's header row: one header cell a label, in order, then any cells of the
 * caller's own (`children`, such as an actions column shown only to some users).
 */
export function TableHead({ labels, children }: { labels: readonly ReactNode[]; children?: ReactNode }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label, index) => (
          <Table.Th key={index}>{label}</Table.Th>
        ))}
        {children}
      </Table.Tr>
    </Table.Thead>
  );
}
