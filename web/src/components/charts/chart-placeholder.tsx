import { Spinner } from '../ui/spinner';

/**
 * What stands in a chart's place while recharts loads (after the first paint): exactly as tall as
 * the chart, so nothing below it moves when the chart arrives.
 */
export function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div className="flex items-center justify-center" style={{ height }}>
      <Spinner className="size-6" label="Loading chart" />
    </div>
  );
}
