import { describe, expect, it } from 'vitest';
import { singleFlight } from '../src/features/audit/verify-routes';

describe('a verification run once at a time', () => {
  it('gives callers during a run that run’s answer, and starts afresh after it', async () => {
    let runs = 0;
    let finish: (value: number) => void = () => {};
    const verify = singleFlight(
      () =>
        new Promise<number>((resolve) => {
          runs++;
          finish = resolve;
        }),
    );
    const during = [verify(), verify(), verify()];
    expect(runs).toBe(1);
    finish(41);
    expect(await Promise.all(during)).toEqual([41, 41, 41]);
    const after = verify();
    expect(runs).toBe(2);
    finish(42);
    expect(await after).toBe(42);
  });

  it('starts afresh after a run that failed', async () => {
    let runs = 0;
    const verify = singleFlight(async () => {
      runs++;
      if (runs === 1) throw new Error('the log could not be read');
      return runs;
    });
    await expect(verify()).rejects.toThrow('the log could not be read');
    expect(await verify()).toBe(2);
  });
});
