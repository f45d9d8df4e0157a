import { describe, expect, it } from 'vitest';
import { usePortalProjection } from './portal-projection-environment';
import { checklistSaved, cityCreated, cityUpdated, zoneCreated, zoneUpdated } from './zone-city-events';

const spec = usePortalProjection('audit read models');

const COLUMNS = ['id', 'action', 'field_name', 'old_value', 'new_value', 'username', 'change_reason'];
const history = (table: 'city_audit_log' | 'zone_audit_log', owner: string, id: number) =>
  spec.env.knex.withSchema('read').from(table).select(COLUMNS).where(owner, id).orderBy('id');
const summary = (cityId: number) =>
  spec.env.knex.withSchema('read').from('city_profile_summary').where('city_id', cityId).first();

const editor = {
  userId: 7,
  username: 'zone-m',
  changeReason: 'Monthly review',
  ipAddress: '203.0.113.9',
  userAgent: 'Firefox',
  occurredAt: '2025-05-02T08:00:00.000Z',
};

describe('zone audit log', () => {
  it('records a create row and one update row per changed field, with the metadata', async () => {
    await spec.given(
      zoneCreated(1, { name: 'North', masool: 'Ahmad' }),
      zoneUpdated(
        1,
        {
          libraryCount: { from: 0, to: 12 },
          name: { from: 'North', to: 'North East' },
          whatsappGroupUrl: { from: null, to: 'https://chat.whatsapp.com/ne' },
        },
        editor,
      ),
    );
    // Update rows follow the form's field order, whatever order the event lists them in.
    expect(await history('zone_audit_log', 'zone_id', 1)).toEqual([
      row(1, 'create', null, null, null, 'admin', null),
      row(2, 'update', 'name', 'North', 'North East', 'zone-m', 'Monthly review'),
      row(3, 'update', 'whatsappGroupUrl', null, 'https://chat.whatsapp.com/ne', 'zone-m', 'Monthly review'),
      row(4, 'update', 'libraryCount', '0', '12', 'zone-m', 'Monthly review'),
    ]);
    expect(
      await spec.env.knex
        .withSchema('read')
        .from('zone_audit_log')
        .select('user_id', 'ip_address', 'user_agent', 'created_at')
        .where('id', 4)
        .first(),
    ).toEqual({
      user_id: 7,
      ip_address: '203.0.113.9',
      user_agent: 'Firefox',
      created_at: new Date('2025-05-02T08:00:00.000Z'),
    });
  });
});

describe('city audit log and profile summary', () => {
  it('records a create row and starts the summary with its creator', async () => {
    await spec.given(cityCreated(10, { zoneId: 1, name: 'Lahore' }, { meta: { username: 'admin' } }));
    expect(await history('city_audit_log', 'city_id', 10)).toEqual([
      row(1, 'create', null, null, null, 'admin', null),
    ]);
    expect(await summary(10)).toEqual({
      city_id: 10,
      total_changes: 1,
      last_edited_by: 'admin',
      last_edited_at: new Date('2025-01-01T10:00:00.000Z'),
      created_by: 'admin',
    });
  });

  it('writes each changed value as text: strings, booleans, numbers, lists as JSON, null as NULL', async () => {
    await spec.given(
      cityUpdated(
        10,
        {
          libraryBooks: { from: [], to: [{ id: 3, count: 2 }] },
          nameUrdu: { from: null, to: 'لاہور' },
          activeCircles: { from: 0, to: 11 },
          whatsappGroup: { from: false, to: true },
          name: { from: 'Lahore', to: 'Lahore City' },
        },
        editor,
      ),
    );
    expect((await history('city_audit_log', 'city_id', 10)).slice(1)).toEqual([
      row(2, 'update', 'name', 'Lahore', 'Lahore City', 'zone-m', 'Monthly review'),
      row(3, 'update', 'nameUrdu', null, 'لاہور', 'zone-m', 'Monthly review'),
      row(4, 'update', 'activeCircles', '0', '11', 'zone-m', 'Monthly review'),
      row(5, 'update', 'whatsappGroup', 'false', 'true', 'zone-m', 'Monthly review'),
      row(6, 'update', 'libraryBooks', '[]', '[{"id":3,"count":2}]', 'zone-m', 'Monthly review'),
    ]);
    expect(await summary(10)).toMatchObject({
      total_changes: 6,
      last_edited_by: 'zone-m',
      last_edited_at: new Date('2025-05-02T08:00:00.000Z'),
      created_by: 'admin',
    });
  });

  it("records a checklist save as the checks, notes and campus flag it changed since the city's last save", async () => {
    const saver = { username: 'city-m', occurredAt: '2025-05-03T08:00:00.000Z' };
    await spec.given(
      checklistSaved(10, { checklist: { seerahCirclesCheck: true }, notes: 'Started' }, saver),
    );
    expect((await history('city_audit_log', 'city_id', 10)).slice(6)).toEqual([
      row(7, 'update', 'campusChecklist.seerahCirclesCheck', 'false', 'true', 'city-m', null),
      row(8, 'update', 'campusChecklist.notes', null, 'Started', 'city-m', null),
    ]);

    // Saved again unchanged: nothing to record, and the summary stays.
    await spec.given(checklistSaved(10, { checklist: { seerahCirclesCheck: true }, notes: 'Started' }));
    expect(await history('city_audit_log', 'city_id', 10)).toHaveLength(8);

    await spec.given(
      checklistSaved(
        10,
        { checklist: { seerahCirclesCheck: false, trainedTeamCheck: true }, notes: null, isCampus: true },
        { username: 'admin', occurredAt: '2025-05-04T08:00:00.000Z' },
      ),
    );
    expect((await history('city_audit_log', 'city_id', 10)).slice(8)).toEqual([
      row(9, 'update', 'campusChecklist.seerahCirclesCheck', 'true', 'false', 'admin', null),
      row(10, 'update', 'campusChecklist.trainedTeamCheck', 'false', 'true', 'admin', null),
      row(11, 'update', 'campusChecklist.notes', 'Started', null, 'admin', null),
      row(12, 'update', 'campusChecklist.isCampus', 'false', 'true', 'admin', null),
    ]);
    expect(await summary(10)).toMatchObject({
      total_changes: 12,
      last_edited_by: 'admin',
      last_edited_at: new Date('2025-05-04T08:00:00.000Z'),
    });
  });

  it("keeps each city's history apart, numbering rows across the whole log", async () => {
    await spec.given(
      cityCreated(11, { zoneId: 1 }),
      checklistSaved(11, { checklist: { trainedTeamCheck: true } }),
    );
    expect(await history('city_audit_log', 'city_id', 11)).toEqual([
      row(13, 'create', null, null, null, 'admin', null),
      // City 10's saved checklist is not city 11's "before".
      row(14, 'update', 'campusChecklist.trainedTeamCheck', 'false', 'true', 'admin', null),
    ]);
    expect((await summary(11)).total_changes).toBe(2);
  });
});

function row(
  id: number,
  action: string,
  field_name: string | null,
  old_value: string | null,
  new_value: string | null,
  username: string,
  change_reason: string | null,
) {
  return { id, action, field_name, old_value, new_value, username, change_reason };
}
