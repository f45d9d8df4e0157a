import type { JobDefinition } from '@seerat/jobs';
import type { SessionStore } from '@seerat/platform';

export interface PortalJobDeps {
  sessionStore: SessionStore;
}

/** Every background job of the portal. */
export const portalJobs: JobDefinition<PortalJobDeps>[] = [
  {
    name: 'purge-expired-sessions',
    schedule: { everyMs: 60 * 60 * 1000 },
    async process({ deps, logger }) {
      const purged = await deps.sessionStore.purgeExpired();
      if (purged > 0) logger.info({ purged }, 'expired sessions purged');
    },
  },
];
