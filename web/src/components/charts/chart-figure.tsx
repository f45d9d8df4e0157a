import { lazy } from 'react';
import { ChartWhenNearView } from './chart-when-near-view';
import { DEFAULT_CHART_HEIGHT, type SeriesChartProps } from './series-chart-props';

/** recharts is large: it loads only when a chart first comes near the view, never with the sign-in page. */
const SeriesChart = lazy(() => import('./series-chart'));

type ChartFigureProps = SeriesChartProps & {
  /** What the chart shows, for the table's caption. */
  title: string;
  /** One sentence saying what the chart says: read out in place of the picture. */
  summary: string;
  /** The table's heading of the category column. */
  categoryLabel: string;
};

/**
 * A chart with its numbers beside it: the picture is hidden from screen readers, which read the
 * summary and the table instead; the table also serves whoever prefers reading to looking.
 */
export function ChartFigure({ title, summary, categoryLabel, ...chart }: ChartFigureProps) {
  const format = (value: string | number | undefined) =>
    value === undefined ? '—' : chart.unit ? `${value}${chart.unit}` : String(value);
  return (
    <figure className="grid gap-3">
      <div aria-hidden="true">
        <ChartWhenNearView height={chart.height ?? DEFAULT_CHART_HEIGHT}>
          <SeriesChart {...chart} />
        </ChartWhenNearView>
      </div>
      <figcaption className="text-sm text-slate-600">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer py-0.5 font-medium text-brand-800">Show the numbers</summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {categoryLabel}
                </th>
                {chart.series.map((series) => (
                  <th key={series.key} scope="col" className="py-1 pr-3 text-right font-medium">
                    {series.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {chart.rows.map((row) => (
                <tr key={String(row[chart.categoryKey])}>
                  <th scope="row" className="py-1 pr-3 font-normal text-slate-700">
                    {row[chart.categoryKey]}
                  </th>
                  {chart.series.map((series) => (
                    <td key={series.key} className="py-1 pr-3 text-right tabular-nums">
                      {format(row[series.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
