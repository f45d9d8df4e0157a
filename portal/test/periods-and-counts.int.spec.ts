import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingBody, reportBody } from './meeting-requests';
import { buildZoneCityWorld, refused, written, type ZoneCityWorld } from './zone-city-world';

/**
 * Nothing wrong is saved: a meeting that ends before it starts, a report whose week ends before
 * it starts and a negative count are each a 400 naming the field, and no event is written.
 */
let world: ZoneCityWorld;
beforeAll(async () => {
  world = await buildZoneCityWorld('periods_and_counts');
}, 60_000);
afterAll(async () => {
  await world?.close();
});

/** Sends a write that must be refused with 400 naming `fields`, and checks nothing was written. */
async function refusedWithNothingWritten(response: () => Promise<Response>, fields: Record<string, string>) {
  await world.caughtUp();
  const head = await world.store.headPosition();
  const answer = await refused(response(), 400);
  expect(answer.fields).toEqual(fields);
  expect(await world.store.readAll({ after: head, maxCount: 10 })).toEqual([]);
}

describe('a meeting', () => {
  const endsEarly = { endTime: 'End time cannot be before the start time' };

  it('that ends before it starts is refused, on creation and on edit', async () => {
    const { a1 } = world.cities;
    await refusedWithNothingWritten(
      () => world.admin.post('/api/meetings', meetingBody(a1, { startTime: '18:00', endTime: '17:30' })),
      endsEarly,
    );
    const meeting = await written(world.admin.post('/api/meetings', meetingBody(a1, { startTime: '18:00' })));
    await refusedWithNothingWritten(
      () => world.admin.put(`/api/meetings/${meeting.id}`, { endTime: '09:00' }),
      endsEarly,
    );
    await written(world.admin.put(`/api/meetings/${meeting.id}`, { endTime: '19:00' }), 200);
  });

  it('with negative attendees is refused, never stored as 0', async () => {
    await refusedWithNothingWritten(
      () => world.admin.post('/api/meetings', meetingBody(world.cities.a1, { attendees: -3 })),
      { attendees: 'Must be 0 or more' },
    );
  });
});

describe('a karguzari report', () => {
  const endsEarly = { weekEndDate: 'End date cannot be before the start date' };

  it('whose week ends before it starts is refused, on creation and in a new version', async () => {
    const { a1 } = world.cities;
    await refusedWithNothingWritten(
      () =>
        world.admin.post(
          '/api/karguzari',
          reportBody(a1, { weekStartDate: '2025-03-07', weekEndDate: '2025-03-01' }),
        ),
      endsEarly,
    );
    const report = await written(
      world.admin.post('/api/karguzari', reportBody(a1, { weekStartDate: '2025-03-01' })),
    );
    await refusedWithNothingWritten(
      () =>
        world.admin.put(`/api/karguzari/${report.id}`, {
          weekEndDate: '2025-02-22',
          editReason: 'The week',
        }),
      endsEarly,
    );
    await written(
      world.admin.put(`/api/karguzari/${report.id}`, { weekEndDate: '2025-03-07', editReason: 'The week' }),
      200,
    );
  });
});

describe('a city', () => {
  it('with a negative count is refused, never stored as 0', async () => {
    await refusedWithNothingWritten(
      () => world.admin.put(`/api/cities/${world.cities.a2}`, { majlisMembers: -4 }),
      { majlisMembers: 'Must be 0 or more' },
    );
  });
});
