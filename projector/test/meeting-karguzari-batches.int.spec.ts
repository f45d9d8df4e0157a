import type { ActionItem } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjector, portalProjection } from '../src/index';
import {
  actionItemAdded,
  actionItemUpdated,
  meetingRecorded,
  meetingUpdated,
  reportCreated,
  reportReviewed,
  reportRevised,
  reportSubmitted,
} from './meeting-karguzari-events';
import { createTestEnvironment, dumpReadModels, type TestEnvironment } from './test-environment';
import { cityCreated, cityUpdated, type StreamEvent, zoneCreated } from './zone-city-events';

const item = (id: number, task: string): ActionItem => ({
  id,
  task,
  assignedTo: null,
  dueDate: null,
  status: 'pending',
  priority: 'medium',
});

/**
 * Meetings and karguzari reports changed before and after their city moves twice: items added and
 * changed, reports revised (copying a version from an earlier batch or the same one), reviewed.
 */
function history(base: number): StreamEvent[] {
  const [zone1, zone2, zone3, city] = [base + 1, base + 2, base + 3, base + 10];
  const cityMeeting = { meetingId: base + 100, cityId: city, zoneId: zone1 };
  const zoneMeeting = { meetingId: base + 101, cityId: null, zoneId: zone2 };
  const laterMeeting = { meetingId: base + 102, cityId: city, zoneId: zone2 };
  const report = { reportId: base + 200, cityId: city, zoneId: zone1 };
  const laterReport = { reportId: base + 201, cityId: city, zoneId: zone2 };
  return [
    zoneCreated(zone1),
    zoneCreated(zone2),
    zoneCreated(zone3),
    cityCreated(city, { zoneId: zone1 }),
    meetingRecorded(cityMeeting.meetingId, { cityId: city, zoneId: zone1 }, [
      item(1, 'Hall'),
      item(2, 'Tea'),
    ]),
    meetingRecorded(zoneMeeting.meetingId, { zoneId: zone2, title: 'A \'quote\', a \\ and "marks"' }),
    reportCreated(report.reportId, { ...report, weekStartDate: '2025-02-24' }, { status: 'draft' }),
    meetingUpdated(cityMeeting, { minutes: { from: null, to: 'Line one\nline two' } }),
    reportSubmitted({ ...report, version: 1 }),
    reportReviewed({ ...report, version: 1 }, 'rejected', 'Add "attendance"\tplease'),
    actionItemUpdated(cityMeeting, 1, { status: { from: 'pending', to: 'completed' } }),
    cityUpdated(city, { zoneId: { from: zone1, to: zone2 } }),
    reportRevised({ ...report, zoneId: zone2, version: 2 }, { attendance: { from: null, to: '40' } }, 'More'),
    reportCreated(laterReport.reportId, laterReport, { status: 'draft' }),
    reportRevised(
      { ...report, zoneId: zone2, version: 3 },
      { challenges: { from: null, to: 'Rain' } },
      'Again',
    ),
    reportReviewed({ ...report, zoneId: zone2, version: 2 }, 'reviewed', null),
    meetingRecorded(laterMeeting.meetingId, { cityId: city, zoneId: zone2 }, [item(1, 'Books')]),
    actionItemAdded(cityMeeting, item(3, 'Call')),
    actionItemUpdated(cityMeeting, 3, { assignedTo: { from: null, to: 'Bilal' } }),
    actionItemUpdated(laterMeeting, 1, { priority: { from: 'medium', to: 'high' } }),
    actionItemUpdated(laterMeeting, 1, { status: { from: 'pending', to: 'in-progress' } }),
    meetingUpdated(zoneMeeting, { notes: { from: null, to: 'ٹیم' } }),
    meetingUpdated(zoneMeeting, { notes: { from: 'ٹیم', to: null }, attendees: { from: 0, to: 12 } }),
    cityUpdated(city, { zoneId: { from: zone2, to: zone3 } }),
    meetingUpdated(laterMeeting, { location: { from: null, to: 'Hall B' } }),
    reportRevised(
      { ...laterReport, zoneId: zone3, version: 2 },
      { activities: { from: 'a', to: 'b' } },
      'Fix',
    ),
    reportReviewed({ ...report, zoneId: zone3, version: 3 }, 'approved', null),
    actionItemUpdated(cityMeeting, 2, { task: { from: 'Tea', to: 'Tea and dates' } }),
  ];
}

const batchedTables = (dump: Record<string, string[]>) => ({
  meetings: dump.meetings,
  items: dump.meeting_action_items,
  versions: dump.karguzari_versions,
  reviews: dump.karguzari_reviews,
});

describe('the meetings and karguzari versions read models in batches', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('meeting karguzari batches');
  });
  afterAll(async () => {
    await env?.close();
  });

  it('leaves the rows that applying the events one by one leaves, however the log is cut', async () => {
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: portalProjection,
      logger: env.logger,
      batchSize: 1,
    });
    try {
      for (const { stream, event } of history(0)) await env.store.append(stream, [event], 'any');
      await projector.start();
      const head = await env.store.headPosition();
      expect(await projector.waitForPosition(head ?? 0n, { timeoutMs: 15_000 })).toBe(true);
      const oneByOne = batchedTables(await dumpReadModels(env.knex, 'read'));
      expect(oneByOne.meetings).toHaveLength(3);
      expect(oneByOne.items).toHaveLength(4);
      expect(oneByOne.versions).toHaveLength(5);
      expect(oneByOne.reviews).toHaveLength(3);
      for (const batchSize of [2, 3, 7, 10_000]) {
        await projector.rebuild({ batchSize });
        expect(batchedTables(await dumpReadModels(env.knex, 'read')), `batches of ${batchSize}`).toEqual(
          oneByOne,
        );
      }
    } finally {
      await projector.stop();
    }
  }, 60_000);
});
