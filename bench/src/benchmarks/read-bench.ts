import autocannon from 'autocannon';
import { cpuSecondsOf } from './cpu-time';
import type { Session } from './http-client';
import type { LatencySummary } from './latency';

/**
 * A GET's figures, with the size of its answers (the same handler serves 2 KB or 100 KB) and the
 * serving process's CPU time per request: on a shared machine the rate swings with the others'
 * load, the CPU each request costs far less.
 */
export type ReadSummary = LatencySummary & { bytesPerAnswer: number; cpuMicrosPerRequest: number };

/**
 * Requests per second and latency of one GET at `connections` concurrent connections (closed
 * loop: each connection sends its next request as soon as the answer arrives), by autocannon
 * running in this process; `pid` is the process that answers.
 */
export async function measureGet(options: {
  url: string;
  session?: Session;
  connections: number;
  seconds: number;
  pid: number;
}): Promise<ReadSummary> {
  const cpuBefore = await cpuSecondsOf(options.pid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.session ? { cookie: options.session.cookie } : {},
  });
  const cpuAfter = await cpuSecondsOf(options.pid);
  const cpuMicros = cpuBefore === null || cpuAfter === null ? Number.NaN : (cpuAfter - cpuBefore) * 1e6;
  const total = result.requests.total;
  return {
    count: total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    bytesPerAnswer: total > 0 ? result.throughput.total / total : 0,
    cpuMicrosPerRequest: total > 0 ? cpuMicros / total : 0,
  };
}
