import type { ChainVerificationAnswer } from '@seerat/contracts';
import type { JobDefinition } from '@seerat/jobs';
import type { SessionStore } from '@seerat/platform';

export interface PortalJobDeps {
  sessionStore: SessionStore;
  /** Verifies the event log's hash chain and publishes a digest when it holds (`openChainAudit`). */
  verifyChain: () => Promise<ChainVerificationAnswer>;
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
  {
    // Digests published on a schedule as well as at each verification: a rewrite of the log after
    // the last digest is caught by the next one.
    name: 'publish-chain-digest',
    schedule: { everyMs: 6 * 60 * 60 * 1000 },
    async process({ deps, logger }) {
      const result = await deps.verifyChain();
      if (result.firstBreak)
        logger.error({ firstBreak: result.firstBreak }, 'the event log hash chain is broken');
      else
        logger.info({ digest: result.published, verified: result.verified }, 'hash chain digest published');
    },
  },
];
