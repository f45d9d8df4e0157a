import { describe, expect, it } from 'vitest';
import { usePortalProjection } from './portal-projection-environment';
import { checklistSaved, cityCreated, zoneCreated } from './zone-city-events';

const spec = usePortalProjection('campus checklists read model');

const checklistRow = (cityId: number) =>
  spec.env.knex.withSchema('read').from('campus_checklists').where('city_id', cityId).first();

describe('campus checklists read model', () => {
  it('keeps the last saved checklist with its completed count, who saved it and when', async () => {
    await spec.given(
      zoneCreated(1),
      cityCreated(10, { zoneId: 1 }),
      checklistSaved(
        10,
        { checklist: { seerahCirclesCheck: true, trainedTeachersCheck: true }, notes: 'Half way' },
        { username: 'zone-m', occurredAt: '2025-04-01T12:00:00.000Z' },
      ),
    );
    expect(await checklistRow(10)).toEqual({
      city_id: 10,
      seerah_circles_check: true,
      trained_team_check: false,
      trained_teachers_check: true,
      location_confirmed_check: false,
      team_visited_islamabad_check: false,
      completed_count: 2,
      is_campus: false,
      notes: 'Half way',
      completed_by: 'zone-m',
      completed_at: new Date('2025-04-01T12:00:00.000Z'),
    });

    await spec.given(
      checklistSaved(
        10,
        {
          checklist: {
            seerahCirclesCheck: true,
            trainedTeamCheck: true,
            trainedTeachersCheck: true,
            locationConfirmedCheck: true,
            teamVisitedIslamabadCheck: true,
          },
          isCampus: true,
        },
        { username: 'admin', occurredAt: '2025-04-02T12:00:00.000Z' },
      ),
    );
    expect(await checklistRow(10)).toMatchObject({
      completed_count: 5,
      is_campus: true,
      notes: null,
      completed_by: 'admin',
      completed_at: new Date('2025-04-02T12:00:00.000Z'),
    });
  });

  it('has no row for a city that never saved one', async () => {
    await spec.given(cityCreated(11, { zoneId: 1 }));
    expect(await checklistRow(11)).toBeUndefined();
  });
});
