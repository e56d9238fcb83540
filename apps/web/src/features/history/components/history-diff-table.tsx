import { Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNumber } from '../../../lib/format';
import type { DiffRow } from './history-diff';
import { HistoryValue } from './history-value';
import classes from './history-diff-table.module.css';

/** A field's label: the history's own names for bookkeeping fields, then the shared field names. */
function useFieldLabel() {
  const { t } = useTranslation(['history', 'fields']);
  return (key: string) => t([`history:fields.${key}`, `fields:${key}`], { defaultValue: key });
}

/**
 * Before and after side by side, one field a row; changed rows are highlighted (and
 * announced as changed), and unchanged ones can be hidden.
 */
export function HistoryDiffTable({ rows }: { rows: DiffRow[] }) {
  const { t } = useTranslation('history');
  const label = useFieldLabel();
  const changedCount = rows.filter((row) => row.changed).length;
  const [onlyChanged, setOnlyChanged] = useState(false);
  const shown = onlyChanged ? rows.filter((row) => row.changed) : rows;

  return (
    <>
      {changedCount > 0 && changedCount < rows.length && (
        <Switch
          label={t('diff.onlyChanged', { count: changedCount, value: formatNumber(changedCount) })}
          checked={onlyChanged}
          onChange={(event) => setOnlyChanged(event.currentTarget.checked)}
        />
      )}
      <Table.ScrollContainer minWidth={360} type="native">
        <Table layout="fixed" verticalSpacing="xs" withTableBorder withColumnBorders aria-label={t('diff.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="26%">{t('diff.field')}</Table.Th>
              <Table.Th>{t('diff.before')}</Table.Th>
              <Table.Th>{t('diff.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.key} className={row.changed ? classes.changed : undefined} data-changed={row.changed || undefined}>
                <Table.Th scope="row" fw={500} fz="sm">
                  {label(row.key)}
                  {row.changed && <VisuallyHidden> ({t('diff.changed')})</VisuallyHidden>}
                </Table.Th>
                <Table.Td fz="sm" className={row.changed ? classes.before : undefined}>
                  <HistoryValue value={row.before} />
                </Table.Td>
                <Table.Td fz="sm" className={row.changed ? classes.after : undefined}>
                  <HistoryValue value={row.after} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('diff.nothing')}
        </Text>
      )}
    </>
  );
}
