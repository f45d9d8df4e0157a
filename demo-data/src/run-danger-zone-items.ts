import { recordDangerZoneVerdict } from '@seerat/command-api';
import { dangerZoneVerdict } from '@seerat/contracts';
import { requireId } from './actors';
import type { ItemOf, ItemRun, RunnerContext } from './runner-context';

/**
 * The danger-zone job's own command, as the System user: the city's status now decides with the
 * meetings the timeline counted (an inactive city is not flagged).
 */
export async function runDangerZoneItem(
  ctx: RunnerContext,
  item: ItemOf<'danger-zone-verdict'>,
  run: ItemRun,
): Promise<void> {
  const { city, lastMeetingDate } = item;
  const fields = city.state?.fields;
  if (!fields) throw new Error(`City ${city.name} is watched before it was created`);
  const verdict = item.inDangerZone
    ? dangerZoneVerdict({ status: fields.status, lastMeetingDate }, run.at)
    : ({ inDangerZone: false, reason: 'met' } as const);
  await recordDangerZoneVerdict(ctx.deps(), run.as('system'), {
    cityId: requireId(city),
    zoneId: fields.zoneId,
    lastMeetingDate,
    verdict,
  });
}
