const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (`2026-03-01`) in the browser's time zone, as the instant it starts or
 * ends. The URL keeps days, which people pick and read; APIs filter on instants. An
 * unreadable day gives `undefined`, so a list leaves it out rather than failing.
 */
export function dayBoundary(day: string, end: boolean): string | undefined {
  if (!DAY.test(day)) return undefined;
  const instant = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}
