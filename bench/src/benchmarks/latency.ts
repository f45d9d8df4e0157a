/** Latencies of one measured run: the rate and percentiles every figure reports. */
export interface LatencySummary {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export function summarise(latencies: number[], seconds: number, errors = 0): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors,
  };
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}
