import { describe, expect, it } from 'vitest';
import { createRebuildProgress, formatProgressLine } from '../src/rebuild/progress';

describe('rebuild progress', () => {
  it('shows done/total, percent, rate and ETA', () => {
    expect(formatProgressLine({ done: 20_000, fraction: 0.4, elapsedMs: 1_000 })).toBe(
      'rebuild [██████████░░░░░░░░░░░░░░]  40.0%  20,000/50,000 events  20,000 ev/s  ETA 0:02',
    );
  });

  it('names what is in progress when told', () => {
    expect(formatProgressLine({ label: 'seed', done: 1, fraction: 0.5, elapsedMs: 1_000 })).toMatch(
      /^seed \[/,
    );
  });

  it('shows unknowns as ? before the first position is known', () => {
    expect(formatProgressLine({ done: 0, fraction: null, elapsedMs: 0 })).toBe(
      'rebuild [░░░░░░░░░░░░░░░░░░░░░░░░]    ?%  0/? events  0 ev/s  ETA ?',
    );
  });

  it('never reports past 100% when events arrive after the head was read', () => {
    expect(formatProgressLine({ done: 1_200, fraction: 1.2, elapsedMs: 2_000 })).toContain(
      '100.0%  1,200/1,200 events  600 ev/s  ETA 0:00',
    );
  });

  it('redraws one line on a terminal, at most every 100 ms', () => {
    const written: string[] = [];
    let clock = 0;
    const progress = createRebuildProgress({
      stream: { isTTY: true, write: (chunk) => written.push(chunk) > 0 },
      head: 100n,
      now: () => clock,
    });
    clock = 50;
    progress.update(10, 10n);
    clock = 60;
    progress.update(20, 20n);
    clock = 200;
    progress.update(30, 30n);
    progress.finish(100);
    expect(written).toHaveLength(4);
    expect(written.slice(0, 3).every((chunk) => chunk.startsWith('\r\x1b[2K'))).toBe(true);
    expect(written[1]).toContain('30/100 events');
    expect(written[2]).toContain('100.0%  100/100 events');
    expect(written[3]).toBe('\n');
  });

  it('writes a plain line every 5 s when stderr is not a terminal', () => {
    const written: string[] = [];
    let clock = 0;
    const progress = createRebuildProgress({
      stream: { write: (chunk) => written.push(chunk) > 0 },
      head: 1_000n,
      now: () => clock,
    });
    for (clock = 100; clock <= 9_000; clock += 100) progress.update(clock / 10, BigInt(clock / 10));
    progress.finish(1_000);
    expect(written).toEqual([
      expect.stringMatching(/^rebuild .* 10\/1,000 events .*\n$/),
      expect.stringMatching(/^rebuild .* 510\/1,000 events .*\n$/),
      expect.stringMatching(/^rebuild .*100\.0% {2}1,000\/1,000 events .*\n$/),
    ]);
  });
});
