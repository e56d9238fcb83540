import { Anchor, Text } from '@mantine/core';
import type { LatestOrderRow, ListMeta } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useReport } from './api/use-report';
import { count, CustomerCell, StatusBadge, useMoney } from './components/report-cells';
import { ReportPage } from './components/report-page';
import { ReportTable } from './components/report-table';

type Answer = { data: { range: { date_from: string; date_to: string }; rows: LatestOrderRow[] }; meta: ListMeta };

/** /dashboard/report/latest-orders: the period's orders, newest first, each linking to its page. */
export default function LatestOrdersPage() {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const { search, setSearch, query } = useReport<Answer>('latest-orders');
  const rows = query.data?.data.rows ?? [];

  return (
    <ReportPage
      kind="latest-orders"
      name="latestOrders"
      search={search}
      setSearch={setSearch}
      query={query}
      range={query.data?.data.range}
      meta={query.data?.meta}
      empty={rows.length === 0}
    >
      {(busy) => (
        <ReportTable
          busy={busy}
          label={t('latestOrders.table')}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'code',
              header: t('fields.order'),
              cell: (row) => (
                <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/orders/$order" params={{ order: String(row.id) }} />} ff="monospace" dir="ltr" fz="sm">
                  {row.code}
                </Anchor>
              ),
            },
            { key: 'customer', header: t('fields.customer'), cell: (row) => <CustomerCell customer={row.customer} /> },
            { key: 'status', header: t('fields.status'), cell: (row) => <StatusBadge status={row.status} /> },
            { key: 'items', header: t('fields.items'), cell: (row) => count(row.items_count), numeric: true },
            { key: 'total', header: t('fields.total'), cell: (row) => <bdi>{money(row.total)}</bdi>, numeric: true },
            {
              key: 'created',
              header: t('fields.placedAt'),
              cell: (row) => (
                <Text span fz="sm">
                  <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                </Text>
              ),
            },
          ]}
        />
      )}
    </ReportPage>
  );
}
