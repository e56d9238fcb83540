/**
 * A report's period as the URL keeps it (`?date_from=2026-10-01&date_to=2026-10-31`, the
 * API's own names, so the CSV export sends the same query), and the presets offered beside
 * the two days. Days are calendar days of the browser; without either, a report covers the
 * API's default, the last 30 days.
 */
export const REPORT_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth', 'last12Months'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export interface ReportPeriod {
  date_from?: string;
  date_to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, '0');
/** A local date as its `YYYY-MM-DD` day. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const shifted = (today: Date, days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);

/** The days a preset covers on `today`, both included. */
export function presetPeriod(preset: ReportPreset, today: Date = new Date()): Required<ReportPeriod> {
  const year = today.getFullYear();
  const month = today.getMonth();
  switch (preset) {
    case 'last7':
      return { date_from: dayOf(shifted(today, -6)), date_to: dayOf(today) };
    case 'last30':
      return { date_from: dayOf(shifted(today, -29)), date_to: dayOf(today) };
    case 'thisMonth':
      return { date_from: dayOf(new Date(year, month, 1)), date_to: dayOf(today) };
    case 'lastMonth':
      return { date_from: dayOf(new Date(year, month - 1, 1)), date_to: dayOf(new Date(year, month, 0)) };
    case 'last12Months':
      return { date_from: dayOf(new Date(year, month - 11, 1)), date_to: dayOf(today) };
  }
}

/** The preset a period is, if any; no days at all is the API's default, the last 30 days. */
export function presetOf(period: ReportPeriod, today: Date = new Date()): ReportPreset | null {
  if (!period.date_from && !period.date_to) return 'last30';
  return REPORT_PRESETS.find((preset) => {
    const days = presetPeriod(preset, today);
    return days.date_from === period.date_from && days.date_to === period.date_to;
  }) ?? null;
}

/** The period of a URL's search: its well-formed days only. */
export function readPeriod(search: Record<string, unknown>): ReportPeriod {
  const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);
  const period: ReportPeriod = {};
  const from = day(search.date_from);
  const to = day(search.date_to);
  if (from) period.date_from = from;
  if (to) period.date_to = to;
  return period;
}
