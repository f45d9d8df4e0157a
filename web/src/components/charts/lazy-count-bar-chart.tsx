import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner';
import type { CountBar } from './count-bar-chart';

/** recharts is large: it loads only when a chart is first shown, not with the screen's code. */
const CountBarChart = lazy(() => import('./count-bar-chart'));

export function LazyCountBarChart(props: { bars: CountBar[]; valueName: string }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-8">
          <Spinner className="size-6" label="Loading chart" />
        </div>
      }
    >
      <CountBarChart {...props} />
    </Suspense>
  );
}
