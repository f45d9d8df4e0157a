import { CITY_NOT_ALLOWED, karguzariStreamName } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBody } from './meeting-requests';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  eventsOf,
  refused,
  signedInAs,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

const PERMISSION_DENIED = { message: 'Permission denied, please check with Administrator' };

let world: ZoneCityWorld;
/** The masool of zone b: reviews nothing in zone a. */
let otherZoneMasool: PortalClient;
/** A second administrator, to review what the first one wrote. */
let reviewer: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('karguzari_commands');
  otherZoneMasool = await signedInAs(world.harness, world.admin, 'zone-b-karguzari', {
    roles: ['zone_masool'],
    assignedZoneId: world.zones.b,
  });
  reviewer = await signedInAs(world.harness, world.admin, 'reviewer-karguzari', { roles: ['admin'] });
});
afterAll(async () => {
  await world?.close();
});

async function cityMasoolReport(overrides: Record<string, unknown> = {}) {
  const report = await written(
    world.cityMasool.post(
      '/api/karguzari',
      reportBody(world.cities.a1, { status: 'submitted', ...overrides }),
    ),
  );
  await world.caughtUp();
  return report;
}

describe('POST /api/karguzari and POST /api/cities/:id/karguzari: who may report', () => {
  it('lets the administrator anywhere, the zone masool in its zone, the city masool in its city and sub-cities', async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1],
      [world.cityMasool, a1Sub],
    ] as const) {
      expect(await written(client.post('/api/karguzari', reportBody(cityId)))).toMatchObject({
        cityId,
        status: 'draft',
        reportVersion: 1,
        priority: 'normal',
        reportType: 'weekly',
      });
      expect(
        await written(
          client.post(`/api/cities/${cityId}/karguzari`, { reportType: 'monthly', reportContent: 'Done' }),
        ),
      ).toMatchObject({
        cityId,
        status: 'submitted',
        activities: 'Done',
        reportContent: 'Done',
        reportType: 'monthly',
      });
    }
  });

  it('refuses other zones and cities and signed-out visitors', async () => {
    expect(await refused(world.zoneMasool.post('/api/karguzari', reportBody(world.cities.b1)), 400)).toEqual({
      message: CITY_NOT_ALLOWED,
      fields: { cityId: CITY_NOT_ALLOWED },
    });
    expect(
      await refused(
        world.cityMasool.post(`/api/cities/${world.cities.a2}/karguzari`, { reportContent: 'x' }),
        403,
      ),
    ).toEqual(PERMISSION_DENIED);
    await refused(world.signedOut.post('/api/karguzari', reportBody(world.cities.a1)), 401);
  });
});

describe('POST /api/karguzari: rules', () => {
  it("sets the zone to the city's, whatever was sent, and the report date to today when absent", async () => {
    const report = await written(
      world.admin.post(
        '/api/karguzari',
        reportBody(world.cities.a1, { zoneId: world.zones.b, reportDate: undefined }),
      ),
    );
    expect(report).toMatchObject({
      zoneId: world.zones.a,
      reportDate: new Date().toISOString().slice(0, 10),
    });
    const [created] = await eventsOf(world, karguzariStreamName(report.id));
    expect(created?.type).toBe('KarguzariReportCreated');
  });

  it('refuses bad input with 400 naming the fields, writing nothing', async () => {
    await world.caughtUp();
    const head = await world.store.headPosition();
    const bad = await refused(
      world.admin.post('/api/karguzari', {
        title: '',
        activities: '   ',
        reportType: 'daily',
        priority: 'top',
        reportDate: '2025-13-01',
        status: 'approved',
      }),
      400,
    );
    expect(bad.fields).toMatchObject({
      cityId: 'Please fill in all required fields',
      title: 'Please fill in all required fields',
    });
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual([
      'activities',
      'cityId',
      'priority',
      'reportDate',
      'reportType',
      'status',
      'title',
    ]);
    const blank = await refused(
      world.admin.post(`/api/cities/${world.cities.a1}/karguzari`, { reportContent: '  \n ' }),
      400,
    );
    expect(blank.fields).toEqual({ reportContent: 'Report content is required' });
    await refused(world.admin.post('/api/cities/abc/karguzari', { reportContent: 'x' }), 400);
    expect(await refused(world.admin.post('/api/karguzari', reportBody(99999)), 400)).toEqual({
      message: CITY_NOT_ALLOWED,
      fields: { cityId: CITY_NOT_ALLOWED },
    });
    await refused(world.admin.post('/api/cities/99999/karguzari', { reportContent: 'x' }), 404);
    expect(await world.store.headPosition()).toBe(head);
  });
});

describe('PUT /api/karguzari/:id: a new version', () => {
  it('records version 2 with its changes and reason; the report awaits review again', async () => {
    const report = await cityMasoolReport();
    await written(reviewer.put(`/api/karguzari/${report.id}/review`, { decision: 'approved' }), 200);
    const revised = await written(
      world.cityMasool.put(`/api/karguzari/${report.id}`, {
        activities: 'Three study circles held',
        editReason: 'Counted the new circle',
      }),
      200,
    );
    expect(revised).toMatchObject({
      reportVersion: 2,
      status: 'submitted',
      activities: 'Three study circles held',
    });
    const events = await eventsOf(world, karguzariStreamName(report.id));
    expect(events.at(-1)?.data).toMatchObject({
      version: 2,
      editReason: 'Counted the new circle',
      changes: { activities: { from: reportBody(0).activities, to: 'Three study circles held' } },
    });
  });

  it('needs an edit reason, and refuses other scopes and unknown reports', async () => {
    const report = await cityMasoolReport();
    expect(
      (await refused(world.cityMasool.put(`/api/karguzari/${report.id}`, { title: 'x' }), 400)).fields,
    ).toEqual({
      editReason: 'Edit reason is required',
    });
    expect(
      await refused(otherZoneMasool.put(`/api/karguzari/${report.id}`, { title: 'x', editReason: 'y' }), 403),
    ).toEqual(PERMISSION_DENIED);
    expect(
      await refused(world.admin.put('/api/karguzari/99999', { title: 'x', editReason: 'y' }), 404),
    ).toEqual({
      message: 'Report not found',
    });
    await refused(world.signedOut.put(`/api/karguzari/${report.id}`, { title: 'x', editReason: 'y' }), 401);
  });
});

describe('review', () => {
  it('lets the zone masool of the city and administrators review, never the submitter', async () => {
    const report = await cityMasoolReport();
    expect(
      await refused(
        world.cityMasool.put(`/api/karguzari/${report.id}/review`, { decision: 'approved' }),
        403,
      ),
    ).toEqual(PERMISSION_DENIED);
    expect(
      await refused(otherZoneMasool.put(`/api/karguzari/${report.id}/review`, { decision: 'approved' }), 403),
    ).toEqual(PERMISSION_DENIED);
    expect(
      await written(
        world.zoneMasool.put(`/api/karguzari/${report.id}/review`, { decision: 'reviewed' }),
        200,
      ),
    ).toMatchObject({ status: 'reviewed' });
    expect(
      await written(
        world.admin.put(`/api/karguzari/${report.id}/review`, {
          decision: 'rejected',
          reviewComments: 'Add attendance',
        }),
        200,
      ),
    ).toMatchObject({ status: 'rejected' });
    expect(await written(world.cityMasool.put(`/api/karguzari/${report.id}/submit`), 200)).toMatchObject({
      status: 'submitted',
    });
    const own = await written(
      world.zoneMasool.post('/api/karguzari', reportBody(world.cities.a2, { status: 'submitted' })),
    );
    await world.caughtUp();
    expect(
      await refused(world.zoneMasool.put(`/api/karguzari/${own.id}/review`, { decision: 'approved' }), 403),
    ).toEqual({ message: 'You cannot review a report you submitted or edited' });
  });

  it('keeps each review step with its own comment: approving without one erases nothing', async () => {
    const report = await cityMasoolReport();
    await written(
      world.zoneMasool.put(`/api/karguzari/${report.id}/review`, {
        decision: 'reviewed',
        reviewComments: 'Attendance figures checked',
      }),
      200,
    );
    await written(reviewer.put(`/api/karguzari/${report.id}/review`, { decision: 'approved' }), 200);
    await world.caughtUp();
    const read = await world.admin.get(`/api/karguzari/${report.id}`);
    const shown = (await read.json()) as { reviews: unknown[]; reviewComments: string | null };
    expect(shown.reviews).toEqual([
      {
        decision: 'reviewed',
        reviewedBy: 'zone-karguzari_commands',
        reviewedAt: expect.any(String),
        comments: 'Attendance figures checked',
      },
      {
        decision: 'approved',
        reviewedBy: 'reviewer-karguzari',
        reviewedAt: expect.any(String),
        comments: null,
      },
    ]);
    const history = await world.admin.get(`/api/cities/${world.cities.a1}/karguzari`);
    const { items: versions } = (await history.json()) as {
      items: { id: number; reviews: { comments: string | null }[] }[];
    };
    const listed = versions.find((version) => version.id === report.id);
    expect(listed?.reviews.map((review) => review.comments)).toEqual(['Attendance figures checked', null]);
  });

  it('refuses reviews out of turn, returns without comments and bad decisions', async () => {
    const draft = await written(world.cityMasool.post('/api/karguzari', reportBody(world.cities.a1)));
    await world.caughtUp();
    expect(
      await refused(reviewer.put(`/api/karguzari/${draft.id}/review`, { decision: 'approved' }), 409),
    ).toEqual({
      message: 'This report is draft and cannot become approved',
    });
    expect(
      (await refused(reviewer.put(`/api/karguzari/${draft.id}/review`, { decision: 'rejected' }), 400))
        .fields,
    ).toEqual({ reviewComments: 'Review comments are required to send a report back' });
    await refused(reviewer.put(`/api/karguzari/${draft.id}/review`, { decision: 'ok' }), 400);
    await written(world.cityMasool.put(`/api/karguzari/${draft.id}/submit`), 200);
    expect(await refused(world.cityMasool.put(`/api/karguzari/${draft.id}/submit`), 409)).toEqual({
      message: 'This report is submitted and cannot become submitted',
    });
  });
});
