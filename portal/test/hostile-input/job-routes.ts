import { BACKGROUND_JOB_NAMES } from '@seerat/contracts';
import { JOB_RUN_REQUESTS_TABLE, JOB_RUNS_TABLE } from '@seerat/jobs';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { CommandRoute } from './command-route';
import { hostileString } from './hostile-values';

/** Run now: a job of the catalogue, or any name a client makes up. */
const jobName = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...BACKGROUND_JOB_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('danger-zone', 'DANGER-ZONE-PASS', '..', '%00') },
  // A lone surrogate cannot be put in a URL at all: no client can send one.
  { weight: 1, arbitrary: hostileString.filter(encodable) },
);

function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

export const jobRoutes: CommandRoute[] = [
  {
    name: 'POST /api/background-jobs/:name/runs',
    request: fc
      .tuple(jobName, fc.oneof(fc.constant({}), fc.dictionary(fc.string(), hostileString)))
      .map(([name, body]) => ({ path: `/api/background-jobs/${encodeURIComponent(name)}/runs`, body })),
    // The request waits for the jobs to take it, or they already ran it.
    async visible(world, answer) {
      const job = answer.body.requested as string;
      const [waiting, ran] = await Promise.all([
        world.knex(JOB_RUN_REQUESTS_TABLE).where('job', job).count<{ count: string }[]>('* as count'),
        world.knex(JOB_RUNS_TABLE).where({ job, trigger: 'manual' }).count<{ count: string }[]>('* as count'),
      ]);
      expect(Number(waiting[0]!.count) + Number(ran[0]!.count)).toBeGreaterThan(0);
    },
  },
];
