import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
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
  const cpuBefore = await cpuMicros(options.pid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.session ? { cookie: options.session.cookie } : {},
  });
  const cpu = (await cpuMicros(options.pid)) - cpuBefore;
  const total = result.requests.total;
  return {
    count: total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    bytesPerAnswer: total > 0 ? result.throughput.total / total : 0,
    cpuMicrosPerRequest: total > 0 ? cpu / total : 0,
  };
}

/** Linux reports a process's CPU times in ticks of 1/100 s to user space, whatever the kernel's HZ. */
const MICROS_PER_TICK = 10_000;

/** The CPU time a process has used so far (user + system, from `/proc/<pid>/stat`), in µs. */
async function cpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
}
