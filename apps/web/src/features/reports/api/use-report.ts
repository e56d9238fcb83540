import type { ReportKind } from '@matjar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { apiDownload } from '../../../lib/api/api-fetch';
import { reportQuery, reportQueryOptions, reportSearch, type ReportSearch } from './report-query';

/**
 * A report screen's search (from its URL), its answer and a way to change the search: a
 * change of period, ranking or grouping goes back to the first page; the old answer stays
 * on screen while the new one loads.
 */
export function useReport<Answer>(kind: ReportKind, { withPeriod = true } = {}) {
  const read = reportSearch(useSearch({ strict: false }));
  // A report without a period (the cart report answers the carts as they are) sends none.
  const { date_from: _from, date_to: _to, ...rest } = read;
  const search = withPeriod ? read : rest;
  const navigate = useNavigate();
  const query = useQuery({ ...reportQueryOptions<Answer>(kind, search), placeholderData: keepPreviousData });
  const setSearch = useCallback(
    (changes: Partial<ReportSearch>) =>
      void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...reportSearch(previous), page: undefined, ...changes }) }),
    [navigate],
  );
  return { search, setSearch, query };
}

/**
 * `GET /api/dashboard/reports/{kind}/export.csv` with the report's search, fetched with the
 * bearer token (downloads go through fetch) and handed to the browser as a file.
 */
export async function downloadReportCsv(kind: ReportKind, search: ReportSearch, range?: { date_from: string; date_to: string }): Promise<void> {
  const { page: _page, per_page: _perPage, ...query } = reportQuery(search);
  const blob = await apiDownload(`/dashboard/reports/${kind}/export.csv`, { query });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = range ? `${kind}_${range.date_from}_${range.date_to}.csv` : `${kind}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
