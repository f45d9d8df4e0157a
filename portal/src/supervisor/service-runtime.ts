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
  // With 1 MB, 16 clients' commands in flight were copied by a scavenge every six commands and
  // promoted early: 4 MB cut its garbage collection's pauses per command by three fifths
  // (bench/RESULTS.md, "Commands: round 5"); at idle it costs no more than the spread (round 4).
  'command-api': ['--max-semi-space-size=4'],
  // Its large answers (a page of 100 cities is 100 KB of JSON) ran at a fifth to nine tenths of the
  // default's requests per second with 1 MB; with 4 MB, 518–784 beside the default's 485–920.
  'read-api': ['--max-semi-space-size=4'],
  projector: ['--max-semi-space-size=1'],
};
