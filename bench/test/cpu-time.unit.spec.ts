import { describe, expect, it } from 'vitest';
import { postgresCpuBetween } from '../src/benchmarks/cpu-time';

describe("PostgreSQL's CPU over a window", () => {
  it('counts what each process seen at both readings used between them', () => {
    expect(
      postgresCpuBetween(
        new Map([
          [10, 1.5],
          [11, 0.25],
        ]),
        new Map([
          [10, 2],
          [11, 0.5],
        ]),
      ),
    ).toBeCloseTo(0.75);
  });

  it('counts all of the CPU of a process that started within the window', () => {
    // A pool's new connection under load: its whole life is inside the window.
    expect(
      postgresCpuBetween(
        new Map([[10, 1]]),
        new Map([
          [10, 1.25],
          [12, 0.5],
        ]),
      ),
    ).toBeCloseTo(0.75);
  });

  it('counts nothing for a process gone by the end', () => {
    expect(
      postgresCpuBetween(
        new Map([
          [10, 1],
          [13, 4],
        ]),
        new Map([[10, 1]]),
      ),
    ).toBe(0);
  });
});
