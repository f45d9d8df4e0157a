import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  STALE_READ_WARNING_INTERVAL_MS,
  staleReadWarnings,
} from '../src/read-your-writes/wait-for-own-writes';

function recordingLogger() {
  const lines: { staleReads: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, stream), lines };
}

describe('warnings about reads served stale', () => {
  it('says the first at once, then one line an interval counting the stale reads it stands for', async () => {
    let now = 1_000_000;
    const warn = staleReadWarnings({ clock: () => now });
    const { logger, lines } = recordingLogger();
    const details = { target: '42', halted: [] };
    for (let read = 0; read < 1000; read++) warn(logger, details);
    now += STALE_READ_WARNING_INTERVAL_MS - 1;
    warn(logger, details);
    now += 1;
    warn(logger, details);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line.staleReads)).toEqual([1, 1001]);
  });
});
