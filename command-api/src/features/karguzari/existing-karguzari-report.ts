import { type Action, karguzariStreamName } from '@seerat/contracts';
import { existingKarguzariReport, type KarguzariState, karguzariDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { authorizedReportCity } from './karguzari-city';

/** A report that exists (404 otherwise), if the user may do `action` in its city. */
export async function authorizedKarguzariReport(
  deps: CommandDeps,
  actor: Actor,
  reportId: number,
  action: Action = 'karguzari_write',
): Promise<KarguzariState> {
  const { state } = await foldStream(deps.store, karguzariStreamName(reportId), karguzariDecider);
  await authorizedReportCity(deps.facts, actor, existingKarguzariReport(state).fields.cityId, action);
  return state;
}
