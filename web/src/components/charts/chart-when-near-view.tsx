import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { ChartPlaceholder } from './chart-placeholder';

/**
 * How far below (or above) the visible part of the page a chart starts loading: a third of a
 * phone's screen ahead, so a reader scrolling down mostly finds it drawn, not a spinner, while the
 * dashboard's charts (some 1,700 px down at 1350 × 940) still wait.
 */
const LOAD_MARGIN = '300px 0px';

/**
 * A lazily loaded chart that is only loaded and drawn once its place comes near the visible part of
 * the page. Below the fold (the dashboard's charts on every screen size) recharts' 110 KB and the
 * charts' rendering and text measuring were the longest tasks after the first paint; now they wait
 * for the reader. Until then an empty place, and while recharts loads the placeholder, holds the
 * chart's height.
 */
export function ChartWhenNearView({ height, children }: { height: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearView(place);
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={<ChartPlaceholder height={height} />}>{children}</Suspense>
      ) : (
        // Nothing is loading yet, so no spinner says so: an empty place of the chart's height.
        <div style={{ height }} />
      )}
    </div>
  );
}

/** Whether the element has come within `LOAD_MARGIN` of the viewport; once true, it stays true. */
function useNearView(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
