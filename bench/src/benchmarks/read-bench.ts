import autocannon from 'autocannon';
import type { Session } from './http-client';
import type { LatencySummary } from './latency';

/** A GET's figures, with the size of its answers: the same handler serves 2 KB or 100 KB. */
export type ReadSummary = LatencySummary & { bytesPerAnswer: number };

/**
 * Requests per second and latency of one GET at `connections` concurrent connections (closed
 * loop: each connection sends its next request as soon as the answer arrives), by autocannon
 * running in this process.
 */
export async function measureGet(options: {
  url: string;
  session?: Session;
  connections: number;
  seconds: number;
}): Promise<ReadSummary> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.session ? { cookie: options.session.cookie } : {},
  });
  return {
    count: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}
