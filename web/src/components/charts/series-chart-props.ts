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
