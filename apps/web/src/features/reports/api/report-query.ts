import type { ReportGroup, ReportKind } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { readPeriod } from '../../../components/report-period/report-period';
import { apiFetch } from '../../../lib/api/api-fetch';

// The routes' loaders import this file, so it lands in the first bundle: only the query's
// key and fetch here, no schema (zod) and no hook.

// The shared constants, written here: importing them from the shared schemas' module would
// bring zod (the `forms` chunk, 38 KB) to every report.
export const GROUPS = ['day', 'week', 'month'] as const satisfies readonly ReportGroup[];
export const SELLERS_BY = ['quantity', 'revenue'] as const;
export const CUSTOMERS_BY = ['spend', 'orders'] as const;

/** A report's search as its URL keeps it: the period, its ranking or grouping, its page. */
export interface ReportSearch {
  date_from?: string;
  date_to?: string;
  /** Most sellers `quantity|revenue`, top customers `spend|orders`. */
  by?: string;
  /** Monthly sales and items view: `day|week|month`. */
  group?: string;
  page?: number;
}

/** Reads a report's search from the URL, keeping only what the reports know. */
export function reportSearch(search: Record<string, unknown>): ReportSearch {
  const read: ReportSearch = readPeriod(search);
  const word = (value: unknown) => (typeof value === 'string' && /^[a-z]{1,20}$/.test(value) ? value : undefined);
  const by = word(search.by);
  const group = word(search.group);
  const page = Number(search.page);
  if (by) read.by = by;
  if (group) read.group = group;
  if (Number.isInteger(page) && page > 1) read.page = page;
  return read;
}

/** How many rows a report's page shows. */
export const REPORT_PAGE_SIZE = 25;

/** What a report sends the API: its search, and the page size of those that page. */
export const reportQuery = (search: ReportSearch) => ({ ...search, per_page: REPORT_PAGE_SIZE });

/** `GET /api/dashboard/reports/{kind}` with the report's search, under `['reports', kind, search]`. */
export const reportQueryOptions = <Answer>(kind: ReportKind, search: ReportSearch) =>
  queryOptions({
    queryKey: ['reports', kind, search],
    queryFn: ({ signal }) => apiFetch<Answer>(`/dashboard/reports/${kind}`, { query: reportQuery(search), signal }),
  });
