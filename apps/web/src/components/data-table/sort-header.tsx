import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { parseSort } from './list-params';

interface SortHeaderProps {
  header: ReactNode;
  field: string;
  sort: string | null;
  width: number | string | undefined;
  onSort: (field: string) => void;
}

/** A column header that sorts the list on the server; `aria-sort` tells screen readers the order. */
export function SortHeader({ header, field, sort, width, onSort }: SortHeaderProps) {
  const { t } = useTranslation('table');
  const current = parseSort(sort);
  const direction = current?.field === field ? (current.descending ? 'descending' : 'ascending') : 'none';
  const Icon = direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th w={width} aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(field)}
        title={t(direction === 'ascending' ? 'sort.toDescending' : direction === 'descending' ? 'sort.toDefault' : 'sort.toAscending')}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {header}
          <Icon size={14} stroke={1.75} aria-hidden opacity={direction === 'none' ? 0.5 : 1} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
