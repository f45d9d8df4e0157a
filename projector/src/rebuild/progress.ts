import type { Position } from '@seerat/eventstore';

/**
 * The rebuild's progress on stderr: a redrawn bar on a terminal, a plain line every few seconds
 * otherwise (logs, CI). The total is estimated from positions: the share of the head position
 * reached so far. For the Postgres store positions count events, so the estimate is the count.
 */
export interface ProgressStream {
  write(chunk: string): boolean;
  isTTY?: boolean;
}

export interface ProgressSnapshot {
  /** What is in progress, first on the line; `rebuild` unless given. */
  label?: string;
  done: number;
  /** How far through the log, 0..1; null while unknown. */
  fraction: number | null;
  elapsedMs: number;
}

export interface RebuildProgress {
  update(done: number, position: Position | null): void;
  finish(done: number): void;
}

const BAR_WIDTH = 24;
const TTY_INTERVAL_MS = 100;
const PLAIN_INTERVAL_MS = 5000;

export function formatProgressLine({
  label = 'rebuild',
  done,
  fraction,
  elapsedMs,
}: ProgressSnapshot): string {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const count = (value: number) => Math.round(value).toLocaleString('en-US');
  if (fraction === null || fraction <= 0) {
    return `${label} [${bar(0)}]    ?%  ${count(done)}/? events  ${count(rate)} ev/s  ETA ?`;
  }
  const share = Math.min(fraction, 1);
  const total = Math.max(done / share, done);
  const eta = rate > 0 ? formatDuration((total - done) / rate) : '?';
  const percent = `${(share * 100).toFixed(1)}%`.padStart(6);
  return `${label} [${bar(share)}] ${percent}  ${count(done)}/${count(total)} events  ${count(rate)} ev/s  ETA ${eta}`;
}

export function createRebuildProgress(options: {
  stream: ProgressStream | undefined;
  head: Position | null;
  label?: string;
  now?: () => number;
}): RebuildProgress {
  const { stream, head, label } = options;
  if (!stream) return { update() {}, finish() {} };
  const now = options.now ?? (() => performance.now());
  const startedAt = now();
  const interval = stream.isTTY ? TTY_INTERVAL_MS : PLAIN_INTERVAL_MS;
  let lastDrawnAt = Number.NEGATIVE_INFINITY;
  const draw = (done: number, fraction: number | null) => {
    lastDrawnAt = now();
    const line = formatProgressLine({ label, done, fraction, elapsedMs: lastDrawnAt - startedAt });
    stream.write(stream.isTTY ? `\r\x1b[2K${line}` : `${line}\n`);
  };
  return {
    update(done, position) {
      if (now() - lastDrawnAt < interval) return;
      draw(done, head === null || position === null ? null : Number(position) / Number(head));
    },
    finish(done) {
      draw(done, 1);
      if (stream.isTTY) stream.write('\n');
    },
  };
}

function bar(share: number): string {
  const filled = Math.round(share * BAR_WIDTH);
  return '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
}

function formatDuration(seconds: number): string {
  const whole = Math.ceil(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
