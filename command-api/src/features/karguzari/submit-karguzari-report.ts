import { karguzariStreamName } from '@seerat/contracts';
import { type KarguzariState, karguzariDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedKarguzariReport } from './existing-karguzari-report';

/** Sending a draft or returned report for review needs karguzari-write on its city. */
export async function submitKarguzariReport(
  deps: CommandDeps,
  actor: Actor,
  input: { reportId: number },
): Promise<CommandResult<KarguzariState>> {
  await authorizedKarguzariReport(deps, actor, input.reportId);
  return handleCommand({
    store: deps.store,
    streamName: karguzariStreamName(input.reportId),
    decider: karguzariDecider,
    command: { type: 'SubmitReport' },
    metadata: metadataOf(actor),
  });
}
