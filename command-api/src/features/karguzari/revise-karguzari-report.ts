import {
  EDITABLE_KARGUZARI_FIELDS,
  type EditableKarguzariFields,
  karguzariStreamName,
  presentFields,
  type ReviseKarguzariRequest,
} from '@seerat/contracts';
import { type KarguzariState, karguzariDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedKarguzariReport } from './existing-karguzari-report';

/** Editing a report records its next version, with the reason; karguzari-write on its city. */
export async function reviseKarguzariReport(
  deps: CommandDeps,
  actor: Actor,
  input: { reportId: number; request: ReviseKarguzariRequest; expectedRevision?: bigint },
): Promise<CommandResult<KarguzariState>> {
  await authorizedKarguzariReport(deps, actor, input.reportId);
  const { reportContent, editReason } = input.request;
  const patch = presentFields<EditableKarguzariFields>(input.request, EDITABLE_KARGUZARI_FIELDS);
  return handleCommand({
    store: deps.store,
    streamName: karguzariStreamName(input.reportId),
    decider: karguzariDecider,
    command: {
      type: 'ReviseReport',
      patch: reportContent === undefined ? patch : { ...patch, activities: reportContent },
      editReason,
      actorId: actor.userId,
    },
    metadata: metadataOf(actor, editReason),
    expectedRevision: input.expectedRevision,
  });
}
