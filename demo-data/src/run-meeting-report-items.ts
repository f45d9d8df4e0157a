import {
  closeActionItem,
  createKarguzariReport,
  recordMeeting,
  reviewKarguzariReport,
  reviseKarguzariReport,
  updateMeeting,
} from '@seerat/command-api';
import {
  closeActionItemRequestSchema,
  createKarguzariRequestSchema,
  createMeetingRequestSchema,
  reviewKarguzariRequestSchema,
  reviseKarguzariRequestSchema,
  updateMeetingRequestSchema,
} from '@seerat/contracts';
import { cityResource, requireId, zoneResource } from './actors';
import { EDIT_REASONS, meetingMinutes, newMeetingForm, newReportForm } from './changes/meeting-reports';
import type { ItemOf, ItemRun, RunnerContext } from './runner-context';

/**
 * A meeting of a city or zone (minutes added, an action item closed, now and then), and a city's
 * karguzari report (revised and reviewed, now and then, never by its submitter).
 */
export async function runMeetingReportItem(
  ctx: RunnerContext,
  item: ItemOf<'record-meeting' | 'record-zone-meeting' | 'submit-karguzari'>,
  run: ItemRun,
): Promise<void> {
  const { deps, actors } = ctx;
  const { random, at, as } = run;
  switch (item.type) {
    case 'record-meeting':
    case 'record-zone-meeting': {
      const city = item.type === 'record-meeting' ? item.city : null;
      const zone = item.type === 'record-meeting' ? item.city.zone : item.zone;
      const resource = city ? cityResource(city) : zoneResource(zone);
      const actor = actors.pick(random, { at, action: 'meetings_write', resource, near: city ?? zone });
      const place = { cityId: city ? requireId(city) : null, zoneId: requireId(zone) };
      const request = createMeetingRequestSchema.parse(newMeetingForm(random, place, at));
      const meetingId = requireId(item.meeting);
      await recordMeeting(deps(item.meeting), as(actor), request);
      if (random.chance(0.5)) {
        const minutes = updateMeetingRequestSchema.parse({ minutes: meetingMinutes(random) });
        await updateMeeting(deps(), as(actor), { meetingId, request: minutes });
      }
      if (request.actionItems.length > 0 && random.chance(0.6)) {
        const request = closeActionItemRequestSchema.parse({});
        await closeActionItem(deps(), as(actor), { meetingId, itemId: 1, request });
      }
      return;
    }
    case 'submit-karguzari': {
      const { city } = item;
      const actor = actors.pick(random, {
        at,
        action: 'karguzari_write',
        resource: cityResource(city),
        near: city,
      });
      const request = createKarguzariRequestSchema.parse(newReportForm(random, requireId(city), at));
      const reportId = requireId(item.report);
      await createKarguzariReport(deps(item.report), as(actor), request);
      if (random.chance(0.25)) {
        const revision = reviseKarguzariRequestSchema.parse({
          attendance: `${random.int(8, 150)} people attended the circles`,
          editReason: random.pick(EDIT_REASONS),
        });
        await reviseKarguzariReport(deps(), as(actor), { reportId, request: revision });
      }
      if (random.chance(0.8)) {
        const reviewer = actors.pick(random, {
          at,
          action: 'review_karguzari',
          resource: cityResource(city),
          near: city,
        });
        // Nobody reviews their own report: such a report waits for another reviewer.
        if (reviewer === actor) return;
        const decision = random.weighted([
          ['approved', 7],
          ['reviewed', 2],
          ['rejected', 1],
        ] as const);
        const review = reviewKarguzariRequestSchema.parse({
          decision,
          reviewComments:
            decision === 'rejected' ? 'Please add the attendance' : random.pick([null, 'Well done']),
        });
        await reviewKarguzariReport(deps(), as(reviewer), { reportId, request: review });
      }
      return;
    }
  }
}
