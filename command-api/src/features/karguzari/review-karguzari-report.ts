import { karguzariStreamName, type ReviewKarguzariRequest } from '@seerat/contracts';
import { type KarguzariState, karguzariDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedKarguzariReport } from './existing-karguzari-report';

/**
 * Reviewing a report (mark reviewed, approve, or send back with comments) is the policy's
 * `review_karguzari` on its city: an administrator or the zone masool of the city's zone. The
 * decider refuses the report's own submitter and the author of its newest version.
 */
export async function reviewKarguzariReport(
  deps: CommandDeps,
  actor: Actor,
  input: { reportId: number; request: ReviewKarguzariRequest },
): Promise<CommandResult<KarguzariState>> {
  await authorizedKarguzariReport(deps, actor, input.reportId, 'review_karguzari');
  const { decision, reviewComments } = input.request;
  return handleCommand({
    store: deps.store,
    streamName: karguzariStreamName(input.reportId),
    decider: karguzariDecider,
    command: { type: 'ReviewReport', decision, reviewComments, actorId: actor.userId },
    metadata: metadataOf(actor, reviewComments),
  });
}
