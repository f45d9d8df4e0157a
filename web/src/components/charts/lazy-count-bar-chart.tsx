import { lazy } from 'react';
import { ChartWhenNearView } from './chart-when-near-view';
import { type CountBar, countBarChartHeight } from './count-bar-size';

/** recharts is large: it loads only when a chart first comes near the view, not with the screen's code. */
const CountBarChart = lazy(() => import('./count-bar-chart'));

export function LazyCountBarChart(props: { bars: CountBar[]; valueName: string }) {
  return (
    <ChartWhenNearView height={countBarChartHeight(props.bars)}>
      <CountBarChart {...props} />
    </ChartWhenNearView>
  );
}
