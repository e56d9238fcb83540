import { Button, EmptyState, Table } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { errorMessage } from '../../lib/api/api-error';
import classes from './skeleton-rows.module.css';

/** Placeholder rows with the table's own columns, so the layout does not jump when data arrives. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} className={classes.row}>
      {Array.from({ length: columns }, (_, column) => (
        <Table.Td key={column}>
          <div className={classes.bar} style={{ width: column === 0 ? 18 : `${60 + ((row + column) % 3) * 15}%` }} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export interface EmptyContent {
  title?: string;
  description?: string;
  /** Usually the screen's create button, already gated by permission. */
  action?: ReactNode;
}

interface ListEmptyProps {
  searching: boolean;
  onClearSearch: () => void;
  empty?: EmptyContent;
}

export function ListEmpty({ searching, onClearSearch, empty }: ListEmptyProps) {
  const { t } = useTranslation('table');
  if (searching) {
    return (
      <EmptyState py="xl" icon={<IconSearch size={28} />} withIndicatorBackground title={t('empty.noResults')} description={t('empty.noResultsHint')}>
        <EmptyState.Actions>
          <Button variant="default" onClick={onClearSearch}>
            {t('empty.clear')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      py="xl"
      icon={<IconInbox size={28} />}
      withIndicatorBackground
      title={empty?.title ?? t('empty.title')}
      description={empty?.description ?? t('empty.description')}
    >
      {empty?.action && <EmptyState.Actions>{empty.action}</EmptyState.Actions>}
    </EmptyState>
  );
}

export function ListError({ error, onRetry, title }: { error: unknown; onRetry: () => unknown; title?: string }) {
  const { t } = useTranslation('table');
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={28} />}
      title={title ?? t('error.title')}
      description={errorMessage(error)}
      role="alert"
    >
      <EmptyState.Actions>
        <Button variant="default" onClick={() => void onRetry()}>
          {t('error.retry')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
