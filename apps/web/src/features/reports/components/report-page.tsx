import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { ListMeta, ReportKind } from '@matjar/shared';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ListEmpty } from '../../../components/data-table/data-table-states';
import { RecordPending } from '../../../components/error-pages/record-error';
import { PageHeader } from '../../../components/page-header/page-header';
import { ReportPeriodFilter } from '../../../components/report-period/report-period-filter';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorMessage } from '../../../lib/api/api-error';
import { formatDay, formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { downloadReportCsv } from '../api/use-report';
import type { ReportSearch } from '../api/report-query';
import classes from './report-page.module.css';

interface ReportPageProps {
  kind: ReportKind;
  /** Its texts: `reports:{name}.title|description|table|empty`. */
  name: string;
  search: ReportSearch;
  setSearch: (changes: Partial<ReportSearch>) => void;
  query: { isSuccess: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  /** The days the answer covers. */
  range?: { date_from: string; date_to: string };
  /** Whether it has a period to choose (not a report of the present, such as stock); it has. */
  withPeriod?: boolean;
  /** Its own choices beside the period (a ranking, a grouping). */
  controls?: ReactNode;
  chart?: ReactNode;
  /** Totals above the chart. */
  summary?: ReactNode;
  meta?: ListMeta;
  empty: boolean;
  /** Its table, told whether a new answer is on its way (`aria-busy`). */
  children: (busy: boolean) => ReactNode;
}

/**
 * A report's screen (the reports' kit): title, period in the URL, its own choices, export
 * to CSV with the same query, print; then its totals, its chart and its table, with paging.
 * Printed, it is the sheet alone (report-page.module.css).
 */
export function ReportPage({ kind, name, search, setSearch, query, range, withPeriod = true, controls, chart, summary, meta, empty, children }: ReportPageProps) {
  const { t } = useTranslation('reports');
  usePageTitle(`reports:${name}.title`);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadReportCsv(kind, search, range);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(`${name}.title`)}
        description={t(`${name}.description`)}
        action={
          <Group gap="xs" className={classes.noPrint}>
            <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportCsv()}>
              {t('actions.export')}
            </Button>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('actions.print')}
            </Button>
          </Group>
        }
      />
      {(withPeriod || controls) && (
        <Group gap="md" align="flex-end" className={classes.noPrint}>
          {withPeriod && <ReportPeriodFilter period={search} onChange={(period) => setSearch({ date_from: period.date_from, date_to: period.date_to })} />}
          {controls}
        </Group>
      )}
      {withPeriod && range && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('range', { from: formatDay(range.date_from), to: formatDay(range.date_to) })}
        </Text>
      )}
      {!query.isSuccess ? (
        <RecordPending query={query} />
      ) : empty ? (
        <Paper withBorder radius="md">
          <ListEmpty searching={false} onClearSearch={() => undefined} empty={{ title: t(`${name}.empty`), description: t('emptyHint') }} />
        </Paper>
      ) : (
        <>
          {summary}
          {chart && (
            <Paper withBorder radius="md" p="md" className={classes.card}>
              {chart}
            </Paper>
          )}
          <Paper withBorder radius="md" className={classes.card}>
            {children(query.isFetching)}
            {meta && meta.last_page > 1 && (
              <Group justify="center" p="sm" className={classes.noPrint}>
                <Pagination
                  total={meta.last_page}
                  value={meta.current_page}
                  onChange={(page) => setSearch({ ...search, page })}
                  size="sm"
                  siblings={1}
                  getItemProps={(item) => ({ 'aria-label': t('table:paging.page', { page: formatNumber(item) }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`table:paging.${control}`) })}
                />
              </Group>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
