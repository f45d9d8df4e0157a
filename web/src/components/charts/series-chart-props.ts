export type ChartRow = Record<string, string | number>;

export type ChartSeries = { key: string; name: string };

export type SeriesChartProps = {
  rows: ChartRow[];
  /** The row field naming each category (the x axis and the table's first column). */
  categoryKey: string;
  series: ChartSeries[];
  kind: 'bar' | 'line';
  /** Appended to every number shown: `%`. */
  unit?: string;
  height?: number;
};

/** A series chart's height where its caller gives none; its placeholder takes the same. */
export const DEFAULT_CHART_HEIGHT = 260;
