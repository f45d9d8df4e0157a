import type { CpuUse } from './cpu-time';
import type { DangerZonePassSummary } from './danger-zone-bench';
import type { LatencySummary } from './latency';
import type { LighthouseScore } from './lighthouse-bench';
import type { ReadSummary } from './read-bench';
import type { ThroughputSummary } from './rebuild-bench';
import { type Figure, kilobytes, milliseconds, number } from './report';
import type { PortalStartSummary } from './start-bench';
import type { PageWeight } from './web-bench';

/** The targets of issue 7, each with the figure it judges. */
const TARGETS = {
  rebuildPerSecond: 20_000,
  rebuildShareOfCopy: 1 / 3,
  commandOneClientP50Ms: 3,
  commandP99Ms: 20,
  commandShareOfInsert: 1 / 4,
  lagP99Ms: 50,
  // Issue 26's: small answers (dashboard stats, a city, a zone) against lists, whose first page
  // must also stay small.
  reads: {
    answer: { p99Ms: 10, shareOfBare: 1 / 2, shareText: '1/2', pageBytes: null },
    list: { p99Ms: 20, shareOfBare: 1 / 3, shareText: '1/3', pageBytes: 25 * 1024 },
  },
  signInJavascriptBytes: 250 * 1024,
  // Issue 26's: Lighthouse performance, 0 to 100, the median of three runs.
  lighthousePerformance: {
    signIn: { mobile: 85, desktop: 95 },
    dashboard: { mobile: 75, desktop: 90 },
  },
  lighthouseAccessibility: 100,
  // Issue 26's: every Node process of the portal together, PostgreSQL not counted.
  idleMegabytes: 400,
  underLoadMegabytes: 800,
  restartMs: 2000,
};

const latency = (summary: LatencySummary) =>
  `p50 ${milliseconds(summary.p50)}, p99 ${milliseconds(summary.p99)}`;

const failures = (summary: LatencySummary, what: string) =>
  summary.errors > 0 ? `; ${number(summary.errors)} ${what}` : '';

/** The serving process's CPU per request: what a read costs, less moved by the machine's other load than its rate. */
const cpu = (summary: ReadSummary) => `${number(summary.cpuMicrosPerRequest)} µs CPU/request`;

const values = (summary: LatencySummary) => ({
  count: summary.count,
  perSecond: summary.perSecond,
  p50Ms: summary.p50,
  p99Ms: summary.p99,
  errors: summary.errors,
});

export function commandFigure(clients: number, commands: LatencySummary, raw: LatencySummary): Figure {
  const share = commands.perSecond / raw.perSecond;
  return {
    id: `append.${clients}`,
    label: `Commands through command-api, ${clients} client${clients === 1 ? '' : 's'}`,
    measured: `${number(commands.perSecond)} cmd/s, ${latency(commands)}${failures(commands, 'failed')}`,
    beside: `plain INSERT of the same rows: ${number(raw.perSecond)} rows/s, ${latency(raw)}; the commands are ${number(share * 100)}% of it`,
    target: commandTarget(clients, commands, share),
    values: { ...values(commands), rawPerSecond: raw.perSecond, rawP50Ms: raw.p50, rawP99Ms: raw.p99 },
  };
}

/**
 * Where a command's time went, in CPU: each process's CPU over the commands' run divided by the
 * commands answered (the lag probe's reads, while 16 clients write, included). On a machine whose
 * cores the load generator shares, the sum against the cores says whether the rate is CPU-bound.
 */
export function commandCpuFigure(clients: number, commands: LatencySummary, use: CpuUse): Figure {
  const perCommand = (seconds: number) => (seconds * 1000) / Math.max(commands.count, 1);
  const total = Object.values(use).reduce((sum, seconds) => sum + seconds, 0);
  const parts = Object.entries(use)
    .sort((a, b) => b[1] - a[1])
    .map(([part, seconds]) => `${part} ${milliseconds(perCommand(seconds))}`);
  return {
    id: `append.${clients}.cpu`,
    label: `CPU per command, ${clients} client${clients === 1 ? '' : 's'}`,
    measured: `${milliseconds(perCommand(total))} in all: ${parts.join(', ')}`,
    beside: null,
    target: null,
    values: Object.fromEntries([
      ['totalMs', perCommand(total)],
      ...Object.entries(use).map(([part, seconds]) => [`${part}Ms`, perCommand(seconds)]),
    ]),
  };
}

/** Issue 26 judges one client by its median and 16 clients by their p99 and their share of INSERT. */
function commandTarget(clients: number, commands: LatencySummary, share: number): Figure['target'] {
  const clean = commands.errors === 0;
  if (clients === 1) {
    return {
      text: `p50 ≤ ${TARGETS.commandOneClientP50Ms} ms`,
      met: commands.p50 <= TARGETS.commandOneClientP50Ms && clean,
    };
  }
  if (clients === 16) {
    return {
      text: `p99 ≤ ${TARGETS.commandP99Ms} ms and ≥ 1/4 of plain INSERT`,
      met: commands.p99 <= TARGETS.commandP99Ms && share >= TARGETS.commandShareOfInsert && clean,
    };
  }
  return null;
}

export function rebuildFigure(rebuild: ThroughputSummary, copy: ThroughputSummary): Figure {
  const share = rebuild.perSecond / copy.perSecond;
  return {
    id: 'projector.rebuild',
    label: 'Projector full rebuild',
    measured: `${number(rebuild.perSecond)} events/s (${number(rebuild.events)} events in ${number(rebuild.seconds, 1)} s)`,
    beside: `COPY of the same rows: ${number(copy.perSecond)} rows/s; the rebuild is ${number(share * 100)}% of it`,
    target: {
      text: `≥ ${number(TARGETS.rebuildPerSecond)} events/s and ≥ 1/3 of COPY`,
      met: rebuild.perSecond >= TARGETS.rebuildPerSecond && share >= TARGETS.rebuildShareOfCopy,
    },
    values: {
      events: rebuild.events,
      seconds: rebuild.seconds,
      perSecond: rebuild.perSecond,
      copyPerSecond: copy.perSecond,
      shareOfCopy: share,
    },
  };
}

/** The hash chain's verification beside reading the same log alone (issue: ≥ 100,000 events/s). */
export function verifyFigure(verify: ThroughputSummary & { ok: boolean }, read: ThroughputSummary): Figure {
  const share = verify.perSecond / read.perSecond;
  return {
    id: 'verify',
    label: 'Hash chain verification (npm run verify)',
    measured: `${number(verify.perSecond)} events/s (${number(verify.events)} events in ${number(verify.seconds, 1)} s${verify.ok ? '' : ', chain BROKEN'})`,
    beside: `reading the same log alone: ${number(read.perSecond)} events/s; verifying is ${number(share * 100)}% of it`,
    target: { text: '≥ 100,000 events/s', met: verify.ok && verify.perSecond >= 100_000 },
    values: {
      events: verify.events,
      seconds: verify.seconds,
      perSecond: verify.perSecond,
      readPerSecond: read.perSecond,
    },
  };
}

export function lagFigure(lag: LatencySummary, clients: number): Figure {
  return {
    id: 'lag',
    label: `Lag, command answer to visible in read-api (${clients} clients writing)`,
    measured: `${latency(lag)} over ${number(lag.count)} probes${failures(lag, 'not visible')}`,
    beside: null,
    target: { text: `p99 ≤ ${TARGETS.lagP99Ms} ms`, met: lag.p99 <= TARGETS.lagP99Ms && lag.errors === 0 },
    values: values(lag),
  };
}

export function yardstickFigure(kind: 'bare' | 'session', summary: ReadSummary, connections: number): Figure {
  return {
    id: `read.${kind}-koa`,
    label:
      kind === 'bare'
        ? `Bare Koa handler, ${connections} connections`
        : `Koa with the portal's session store only, ${connections} connections`,
    measured: `${number(summary.perSecond)} req/s, ${latency(summary)}, ${cpu(summary)}`,
    beside: null,
    target: null,
    values: { ...values(summary), cpuMicrosPerRequest: summary.cpuMicrosPerRequest },
  };
}

/** A small answer (one thing, or a dashboard's figures) or a list, answered a page at a time. */
export type ReadKind = keyof typeof TARGETS.reads;

export function readFigure(
  id: string,
  label: string,
  kind: ReadKind,
  read: ReadSummary,
  yardsticks: { bare: ReadSummary; session: ReadSummary },
): Figure {
  const { bare, session } = yardsticks;
  const share = read.perSecond / bare.perSecond;
  const cpuOfBare = read.cpuMicrosPerRequest / bare.cpuMicrosPerRequest;
  const target = TARGETS.reads[kind];
  const pageText = target.pageBytes === null ? '' : `, first page ≤ ${kilobytes(target.pageBytes)}`;
  return {
    id: `read.${id}`,
    label,
    measured: `${number(read.perSecond)} req/s, ${latency(read)}, answers of ${kilobytes(read.bytesPerAnswer)}, ${cpu(read)}${failures(read, 'failed')}`,
    beside:
      `bare Koa: ${number(bare.perSecond)} req/s, answers of ${kilobytes(bare.bytesPerAnswer)}, ${cpu(bare)} (this is ${number(share * 100)}% of its rate, ${number(cpuOfBare, 1)}× its CPU); ` +
      `Koa with the session store only: ${number(session.perSecond)} req/s`,
    target: {
      text: `p99 ≤ ${target.p99Ms} ms and ≥ ${target.shareText} of bare Koa${pageText}`,
      met:
        read.p99 <= target.p99Ms &&
        share >= target.shareOfBare &&
        (target.pageBytes === null || read.bytesPerAnswer <= target.pageBytes) &&
        read.errors === 0,
    },
    values: {
      ...values(read),
      bareShare: share,
      bytesPerAnswer: read.bytesPerAnswer,
      cpuMicrosPerRequest: read.cpuMicrosPerRequest,
      cpuOfBare,
    },
  };
}

export function pageFigure(page: 'signIn' | 'dashboard', weight: PageWeight): Figure {
  const judged = page === 'signIn';
  return {
    id: `web.${page}`,
    label: judged
      ? 'Sign-in page (/auth), initial JS + CSS gzipped'
      : 'Dashboard (/), initial JS + CSS gzipped',
    measured: `JS ${kilobytes(weight.javascriptBytes)}, CSS ${kilobytes(weight.cssBytes)} (${weight.files} files)`,
    beside: null,
    target: judged
      ? { text: 'JS ≤ 250 KB', met: weight.javascriptBytes <= TARGETS.signInJavascriptBytes }
      : null,
    values: { ...weight },
  };
}

export function memoryFigure(service: string, peakBytes: number): Figure {
  return {
    id: `memory.${service}`,
    label: `Peak RSS of ${service} under the load above`,
    measured: `${number(peakBytes / 1024 ** 2)} MB`,
    beside: null,
    target: null,
    values: { peakBytes },
  };
}

/**
 * The services' peaks added up: never less than their peak together, since each process's peak
 * came at its own moment, so a sum within the target is a peak within it.
 */
export function memoryTogetherFigure(peaks: Record<string, number>): Figure {
  const megabytes = Object.values(peaks).reduce((sum, bytes) => sum + bytes, 0) / 1024 ** 2;
  return {
    id: 'memory.together',
    label: 'Peak RSS of the services together under the load above (the sum of their peaks)',
    measured: `${number(megabytes)} MB`,
    beside: null,
    target: { text: `≤ ${TARGETS.underLoadMegabytes} MB`, met: megabytes <= TARGETS.underLoadMegabytes },
    values: { megabytes },
  };
}

export function idleMemoryFigure(start: PortalStartSummary): Figure {
  const megabytes = (bytes: number) => bytes / 1024 ** 2;
  const total = megabytes(Object.values(start.idleBytes).reduce((sum, bytes) => sum + bytes, 0));
  return {
    id: 'memory.idle',
    label:
      'RSS of npm start at idle after the small demo data (every Node process, a minute after the projector caught up)',
    measured: `${number(total)} MB`,
    beside: Object.entries(start.idleBytes)
      .map(([process, bytes]) => `${process} ${number(megabytes(bytes))} MB`)
      .join(', '),
    target: { text: `≤ ${TARGETS.idleMegabytes} MB`, met: total <= TARGETS.idleMegabytes },
    values: { megabytes: total },
  };
}

export function restartFigure(start: PortalStartSummary): Figure {
  const slowest = Math.max(...Object.values(start.restartMs));
  return {
    id: 'restart',
    label: "Restart after a service crash (SIGKILL), until npm start's port answers for it again",
    measured: `read API ${milliseconds(start.restartMs['read-api'])}, command API ${milliseconds(start.restartMs['command-api'])}`,
    beside: null,
    target: { text: `≤ ${TARGETS.restartMs / 1000} s`, met: slowest <= TARGETS.restartMs },
    values: { ...start.restartMs },
  };
}

export function dangerZoneFigure(summary: DangerZonePassSummary): Figure {
  return {
    id: 'danger-zone.pass',
    label: `Danger-zone pass over ${number(summary.cities)} cities (the hourly job)`,
    measured: `${milliseconds(summary.passMs)} recording ${number(summary.flagged)} flagged and ${number(summary.cleared)} cleared; repeated with nothing to record: ${milliseconds(summary.repeatMs)}`,
    beside: `the one SQL query finding them: ${milliseconds(summary.queryMs)} (${number(summary.queryCities)} cities)`,
    target: null,
    values: { ...summary },
  };
}

export function lighthouseFigure(score: LighthouseScore): Figure {
  const performanceTarget = TARGETS.lighthousePerformance[score.page][score.formFactor];
  const failed = score.failedAccessibilityAudits;
  return {
    id: `lighthouse.${score.page}.${score.formFactor}`,
    label: `Lighthouse, ${score.page === 'signIn' ? 'sign-in page (/auth)' : 'dashboard (/)'}, ${score.formFactor}`,
    measured:
      `performance ${score.performance} (median of ${score.performanceRuns.join(', ')}), accessibility ${score.accessibility}` +
      (failed.length > 0 ? ` (failed: ${failed.join(', ')})` : ''),
    beside: `LCP ${milliseconds(score.largestContentfulPaintMs)}, TBT ${milliseconds(score.totalBlockingTimeMs)}`,
    target: {
      text: `performance ≥ ${performanceTarget}, accessibility ${TARGETS.lighthouseAccessibility}`,
      met: score.performance >= performanceTarget && score.accessibility >= TARGETS.lighthouseAccessibility,
    },
    values: {
      performance: score.performance,
      accessibility: score.accessibility,
      largestContentfulPaintMs: score.largestContentfulPaintMs,
      totalBlockingTimeMs: score.totalBlockingTimeMs,
    },
  };
}
