import { describe, expect, it } from 'vitest';
import { SERVICE_V8_FLAGS } from '../src/supervisor/service-runtime';

const semiSpaceMegabytes = (flags: readonly string[]) => {
  const flag = flags.find((one) => one.startsWith('--max-semi-space-size='));
  return flag === undefined ? null : Number(flag.split('=')[1]);
};

describe("the read API's young generation", () => {
  // At 64 connections the read API allocates ~2 MB every 10 ms. Below 32 MB a scavenge caught the
  // requests in flight twice and promoted them, and the mark-compacts that followed stopped every
  // request in flight for 10–100 ms: the reads' p99 (bench/RESULTS.md, "Reads: the tail (p99)").
  it('has room for what 64 connections allocate between scavenges, so no request outlives two', () => {
    expect(semiSpaceMegabytes(SERVICE_V8_FLAGS['read-api'])).toBeGreaterThanOrEqual(32);
  });
});
