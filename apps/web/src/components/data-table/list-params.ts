import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@matjar/shared';

/**
 * The state of a server-driven list, as kept in the URL search params. Every list screen
 * reads and writes it through these functions so that paging, sort, search and filters
 * survive a reload, can be shared as a link, and follow the browser's back button.
 */
export interface ListParams {
  page: number;
  perPage: number;
  search: string;
  /** `field` ascending, `-field` descending, null for the server's default order. */
  sort: string | null;
  filters: Record<string, string>;
}

export interface ListParamsOptions {
  /** Columns the server accepts in `sort`; any other value in the URL is ignored. */
  sortFields?: readonly string[];
  /** Search-param names the screen's filters use (e.g. `status`). */
  filterKeys?: readonly string[];
  defaultPerPage?: number;
}

/** Page sizes offered in the footer; the URL may carry any size up to MAX_PER_PAGE. */
export const PER_PAGE_OPTIONS = [15, 25, 50, 100] as const;

export const LIST_PARAM_KEYS = ['page', 'perPage', 'search', 'sort'] as const;

export type SearchRecord = Record<string, unknown>;

/**
 * The router JSON-parses search values (`?search=123` arrives as the number 123), so a
 * text param is read back from whatever primitive it became.
 */
export function searchText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function positiveInt(value: unknown): number | null {
  const number = typeof value === 'number' ? value : Number(searchText(value));
  return Number.isInteger(number) && number >= 1 ? number : null;
}

export function parseSort(sort: string | null): { field: string; descending: boolean } | null {
  if (!sort) return null;
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  return field ? { field, descending } : null;
}

export function parseListParams(search: SearchRecord, options: ListParamsOptions = {}): ListParams {
  const defaultPerPage = options.defaultPerPage ?? DEFAULT_PER_PAGE;
  const sortText = searchText(search.sort);
  const sort = parseSort(sortText);
  const sortAllowed = sort !== null && (!options.sortFields || options.sortFields.includes(sort.field));
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys ?? []) {
    const value = searchText(search[key]);
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(search.page) ?? 1,
    perPage: Math.min(positiveInt(search.perPage) ?? defaultPerPage, MAX_PER_PAGE),
    search: searchText(search.search),
    sort: sortAllowed ? sortText : null,
    filters,
  };
}

/**
 * The search params that represent `params`: defaults become `undefined` so the router
 * drops them and a fresh list keeps a clean URL. Filter keys no longer set are removed.
 */
export function listSearchPatch(
  params: ListParams,
  options: ListParamsOptions = {},
): Record<string, string | number | undefined> {
  const defaultPerPage = options.defaultPerPage ?? DEFAULT_PER_PAGE;
  const patch: Record<string, string | number | undefined> = {
    page: params.page > 1 ? params.page : undefined,
    perPage: params.perPage !== defaultPerPage ? params.perPage : undefined,
    search: urlValue(params.search.trim()),
    sort: params.sort ?? undefined,
  };
  for (const key of options.filterKeys ?? []) patch[key] = urlValue(params.filters[key]);
  return patch;
}

/** A whole number written the one way it reads back (no leading zero, as a phone has). */
const CANONICAL_INTEGER = /^(0|[1-9]\d{0,14})$/;

/**
 * The router keeps a string that looks like a number in quotes (`?status=%220%22`); a
 * whole number goes in as a number instead (`?status=0`), which `searchText` reads back as
 * the same text. Anything else stays text; empty text leaves the URL.
 */
function urlValue(text: string | undefined): string | number | undefined {
  if (!text) return undefined;
  return CANONICAL_INTEGER.test(text) ? Number(text) : text;
}

function sameFilters(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Applies a change to the list state. Anything that changes which rows match or their
 * order sends the user back to page 1; only an explicit page change keeps the page.
 */
export function changeListParams(current: ListParams, change: Partial<ListParams>): ListParams {
  const next = { ...current, ...change };
  const reshaped =
    next.search !== current.search ||
    next.sort !== current.sort ||
    next.perPage !== current.perPage ||
    !sameFilters(next.filters, current.filters);
  if (reshaped && change.page === undefined) next.page = 1;
  return next;
}

/** Header clicks cycle a column: ascending → descending → the server's default order. */
export function toggleSort(current: string | null, field: string): string | null {
  const sort = parseSort(current);
  if (!sort || sort.field !== field) return field;
  return sort.descending ? null : `-${field}`;
}

/** The query string of a list call: `page`, `perPage`, `search`, `sort` and the filters. */
export function toListQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, perPage: params.perPage };
  if (params.search) query.search = params.search;
  if (params.sort) query.sort = params.sort;
  for (const [key, value] of Object.entries(params.filters)) query[key] = value;
  return query;
}
