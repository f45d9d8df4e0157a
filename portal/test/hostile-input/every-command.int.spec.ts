import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { accessRoutes } from './access-routes';
import { budgetRoutes } from './budget-routes';
import { sendAndCheck } from './command-route';
import { buildHostileWorld, type HostileWorld } from './hostile-world';
import { jobRoutes } from './job-routes';
import { meetingKarguzariRoutes } from './meeting-karguzari-routes';
import { organisationRoutes } from './organisation-routes';

/**
 * Every mutation route of the command API, driven with generated requests, valid and hostile,
 * over HTTP against the real command API, projector and read API on PostgreSQL. A fixed seed
 * keeps runs repeatable; a failure prints the request that broke the rule.
 */
const SEED = 18_2026;
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_INPUT_RUNS ?? 40);

let world: HostileWorld;
beforeAll(async () => {
  world = await buildHostileWorld('hostile_commands');
});
afterAll(async () => {
  await world?.knex.destroy();
  await world?.close();
});

describe('every command answers any input without a 5xx, a stray event or a halted projector', () => {
  for (const route of [
    ...organisationRoutes,
    ...accessRoutes,
    ...meetingKarguzariRoutes,
    ...budgetRoutes,
    ...jobRoutes,
  ]) {
    it(route.name, async () => {
      await fc.assert(
        fc.asyncProperty(route.request, (request) => sendAndCheck(world, route, request)),
        {
          seed: SEED,
          numRuns: RUNS_PER_ROUTE,
          interruptAfterTimeLimit: 20_000,
          markInterruptAsFailure: false,
        },
      );
    }, 60_000);
  }
});
