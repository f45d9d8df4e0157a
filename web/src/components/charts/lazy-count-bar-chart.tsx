import { lazy, Suspense } from 'react';
import { ChartPlaceholder } from './chart-placeholder';
import { type CountBar, countBarChartHeight } from './count-bar-size';

/** recharts is large: it loads only when a chart is first shown, not with the screen's code. */
const CountBarChart = lazy(() => import('./count-bar-chart'));

export function LazyCountBarChart(props: { bars: CountBar[]; valueName: string }) {
  return (
    <Suspense fallback={<ChartPlaceholder height={countBarChartHeight(props.bars)} />}>
      <CountBarChart {...props} />
    </Suspense>
  );
}
