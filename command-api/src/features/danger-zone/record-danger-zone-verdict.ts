import { authorize, dangerZoneStreamName } from '@seerat/contracts';
import { type DangerZoneState, dangerZoneDecider, type RecordDangerZoneVerdict } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';

/**
 * Records the rule's verdict on one city, when it changes the city's danger-zone status. Only the
 * background jobs may (the System user; an administrator's Run now runs the job, not this).
 */
export async function recordDangerZoneVerdict(
  deps: Pick<CommandDeps, 'store'>,
  actor: Actor,
  verdict: Omit<RecordDangerZoneVerdict, 'type'>,
): Promise<CommandResult<DangerZoneState>> {
  authorize(actor.principal, 'run_background_jobs');
  return handleCommand({
    store: deps.store,
    streamName: dangerZoneStreamName(verdict.cityId),
    decider: dangerZoneDecider,
    command: { type: 'RecordDangerZoneVerdict', ...verdict },
    metadata: metadataOf(actor),
  });
}
