import type { ServiceName } from './service-process';

/**
 * The V8 flags each of `npm start`'s services runs with, beyond the source maps every one gets.
 *
 * `--max-semi-space-size` caps V8's young generation, which otherwise grows to two 16 MB halves
 * while a service loads its code and the projector catches up on the log, and stays that size
 * until V8's memory reducer next runs at idle, minutes later. Each service then held 30–40 MB it
 * no longer used through the first minutes; capped, the portal is within its 400 MB from the
 * first minute (bench/RESULTS.md, "Memory at idle, step 3"). A service that serves large answers
 * needs more room than the others: see the read API.
 */
export const SERVICE_V8_FLAGS: Record<ServiceName, readonly string[]> = {
  'command-api': ['--max-semi-space-size=1'],
  // At 64 connections it allocates ~2 MB of short-lived objects every 10 ms. With 4 MB a scavenge
  // came every 10 ms and caught requests in flight twice, promoting them: the old space grew ~100 MB
  // every few seconds and its mark-compacts (10–100 ms) stopped every request in flight. With 32 MB
  // a scavenge comes every ~100 ms, nothing survives two, and no mark-compact runs under load:
  // 1.1 scavenges per 1,000 requests instead of 8 (bench/RESULTS.md, "Reads: the tail (p99)").
  // The young generation grows to it only under such load; at idle it stays small.
  'read-api': ['--max-semi-space-size=32'],
  projector: ['--max-semi-space-size=1'],
};
