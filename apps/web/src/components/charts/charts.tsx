import '@mantine/charts/styles.css';
import { AreaChart, BarChart, BarsList } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n/use-locale';
import classes from './charts.module.css';

/**
 * The app's charts (`@mantine/charts` on Recharts), loaded only by the screens that draw
 * them: import this module from a screen's own chunk, or lazily (the home's monthly sales).
 * Each is a figure whose picture is hidden from screen readers and whose caption says in
 * words what it shows; a report's table (or `table` here) carries the figures themselves.
 * In Arabic time runs from the right (the x axis reversed, the value axis on the right),
 * and the tooltip and legend read right to left.
 */

export interface ChartSeries {
  /** The field of each point it draws. */
  name: string;
  label: string;
  color: string;
}

interface ChartFigureProps {
  /** What the chart shows, in words, for screen readers (and as the figure's name). */
  summary: string;
  /** The chart's figures as a table for screen readers, where the screen has no table of them. */
  table?: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };
  children: ReactNode;
}

/** A chart's frame: the picture for the eye, its summary and its figures for the ear. */
export function ChartFigure({ summary, table, children }: ChartFigureProps) {
  return (
    <figure className={classes.figure} aria-label={summary}>
      <div className={classes.chart} aria-hidden>
        {children}
      </div>
      <VisuallyHidden component="figcaption">{summary}</VisuallyHidden>
      {table && (
        <VisuallyHidden>
          <table>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) => (index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index}>{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </figure>
  );
}

interface TimeChartProps {
  /** One point per period, oldest first; `period` is its first day. */
  points: readonly Record<string, string | number>[];
  series: readonly ChartSeries[];
  kind?: 'area' | 'bar';
  /** A period as its axis and tooltip name it ("Nov 2026", "29 Nov"). */
  periodLabel: (period: string) => string;
  /** A value as the axis and the tooltip write it (money, a count), through Intl. */
  valueFormatter: (value: number) => string;
  height?: number;
}

/** A series over time: areas or bars, time running along the reading direction. */
export function TimeChart({ points, series, kind = 'area', periodLabel, valueFormatter, height = 260 }: TimeChartProps) {
  const { dir } = useLocale();
  const rtl = dir === 'rtl';
  const data = points.map((point) => ({ ...point, label: periodLabel(String(point.period)) }));
  const shared = {
    h: height,
    data,
    dataKey: 'label',
    series: series.map(({ name, label, color }) => ({ name, label, color })),
    dir,
    valueFormatter,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'top' as const, height: 40 },
    xAxisProps: { reversed: rtl, interval: 'preserveStartEnd' as const, minTickGap: 12 },
    // The axis in short figures ("12K", "12 ألف"); the tooltip in full.
    // On the right in Arabic, its labels outside the plot: an SVG text in a right-to-left
    // page runs leftwards from its anchor, so the anchor Recharts gives the right axis
    // (`start`) is turned round.
    yAxisProps: {
      orientation: rtl ? ('right' as const) : ('left' as const),
      width: 56,
      tickFormatter: (value: number) => formatNumber(value, { notation: 'compact' }),
      ...(rtl && { tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor', textAnchor: 'end' as const } }),
    },
    tooltipAnimationDuration: 0,
  };
  // The picture is hidden from screen readers (the figure's table says it all), so Recharts'
  // keyboard layer, which makes the chart focusable, is turned off with it.
  return kind === 'bar' ? (
    <BarChart {...shared} barChartProps={{ accessibilityLayer: false }} barProps={{ isAnimationActive: false }} />
  ) : (
    <AreaChart {...shared} areaChartProps={{ accessibilityLayer: false }} curveType="monotone" withDots={points.length <= 31} areaProps={{ isAnimationActive: false }} />
  );
}

interface RankedBarsProps {
  rows: readonly { name: string; value: number }[];
  valueFormatter: (value: number) => string;
  barsLabel: string;
  valueLabel: string;
}

/** A ranking (the most sold products, the best customers): a bar per row, its value beside it. */
export function RankedBars({ rows, valueFormatter, barsLabel, valueLabel }: RankedBarsProps) {
  return <BarsList data={[...rows]} valueFormatter={valueFormatter} barsLabel={barsLabel} valueLabel={valueLabel} barColor="brand.1" />;
}
