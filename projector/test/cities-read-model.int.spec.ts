import type { RecordedEvent } from '@seerat/eventstore';
import { describe, expect, it } from 'vitest';
import { citiesReadModel } from '../src/features/cities/cities-read-model';
import { usePortalProjection } from './portal-projection-environment';
import { checklistSaved, cityCreated, cityUpdated, zoneCreated } from './zone-city-events';

const spec = usePortalProjection('cities read model');

const cityRow = (id: number) => spec.env.knex.withSchema('read').from('cities').where('id', id).first();
const paths = async () => {
  const rows: { id: number; path: number[] }[] = await spec.env.knex
    .withSchema('read')
    .from('cities')
    .select('id', 'path')
    .orderBy('id');
  return Object.fromEntries(rows.map((row) => [row.id, row.path]));
};

describe('cities read model', () => {
  it('holds a created city with every field in its column', async () => {
    await spec.given(
      zoneCreated(1),
      zoneCreated(2),
      cityCreated(
        10,
        {
          zoneId: 1,
          name: 'Lahore',
          nameUrdu: 'لاہور',
          masoolName: 'Usman',
          majlisMembers: 12,
          activeCircles: 7,
          ulmaCount: 3,
          inactiveTeachersCount: 1,
          masjidCount: 5,
          murabbiCount: 2,
          seeratLibraryBooks: 40,
          whatsappGroup: true,
          whatsappGroupUrl: 'https://chat.whatsapp.com/lhr',
          islahiMuamlat: true,
          muamlatReceiver: 'Hamza',
          status: 'pending',
          karguzari: 'Weekly circles',
          shabetazkiaCheck: true,
          shabetazkiaLastDate: '2025-01-15',
          majlisZikrCheck: true,
          majlisZikrDay: 'Sunday',
          majlisZikrTime: '6:00PM',
          campusActive: true,
          majlisTaleemActive: true,
          majlisTaleemMasool: 'Zaid',
          muntizamahActive: true,
        },
        { meta: { occurredAt: '2025-03-01T09:30:00.000Z' } },
      ),
    );
    expect(await cityRow(10)).toEqual({
      id: 10,
      zone_id: 1,
      name: 'Lahore',
      name_urdu: 'لاہور',
      masool_name: 'Usman',
      masool_number: '+92-000-0000000',
      majlis_members: 12,
      active_circles: 7,
      ulma_count: 3,
      inactive_teachers_count: 1,
      masjid_count: 5,
      murabbi_count: 2,
      seerat_library_books: 40,
      whatsapp_group: true,
      whatsapp_group_url: 'https://chat.whatsapp.com/lhr',
      islahi_muamlat: true,
      muamlat_receiver: 'Hamza',
      status: 'pending',
      karguzari: 'Weekly circles',
      shabetazkia_check: true,
      shabetazkia_last_date: expect.any(Date),
      majlis_zikr_check: true,
      majlis_zikr_day: 'Sunday',
      majlis_zikr_time: '6:00PM',
      is_parent_city: false,
      parent_city_id: null,
      campus_active: true,
      majlis_taleem_active: true,
      majlis_taleem_masool: 'Zaid',
      majlis_islah_active: false,
      majlis_islah_masool: null,
      majlis_shabab: false,
      majlis_shabab_masool: null,
      majlis_atfal: false,
      majlis_atfal_masool: null,
      majlis_jamiyaat: false,
      majlis_jamiyaat_masool: null,
      muntizamah_active: true,
      muntizamah_masool: null,
      path: [10],
      created_at: new Date('2025-03-01T09:30:00.000Z'),
      updated_at: new Date('2025-03-01T09:30:00.000Z'),
      version: 0,
    });
    const [{ date }] = (
      await spec.env.knex.raw(`SELECT shabetazkia_last_date::text AS date FROM read.cities WHERE id = 10`)
    ).rows;
    expect(date).toBe('2025-01-15');
  });

  it('applies an update to the changed fields, with its time and the stream revision', async () => {
    await spec.given(
      cityUpdated(
        10,
        {
          activeCircles: { from: 7, to: 9 },
          status: { from: 'pending', to: 'active' },
          whatsappGroup: { from: true, to: false },
          whatsappGroupUrl: { from: 'https://chat.whatsapp.com/lhr', to: null },
          seeratModels: { from: [], to: [{ id: 1, count: 2 }] },
        },
        { occurredAt: '2025-03-02T09:30:00.000Z' },
      ),
    );
    expect(await cityRow(10)).toMatchObject({
      name: 'Lahore',
      active_circles: 9,
      status: 'active',
      whatsapp_group: false,
      whatsapp_group_url: null,
      created_at: new Date('2025-03-01T09:30:00.000Z'),
      updated_at: new Date('2025-03-02T09:30:00.000Z'),
      version: 1,
    });
  });

  it('moves the city version when its campus checklist is saved, not its last update', async () => {
    await spec.given(checklistSaved(10, { checklist: { seerahCirclesCheck: true } }));
    expect(await cityRow(10)).toMatchObject({
      version: 2,
      updated_at: new Date('2025-03-02T09:30:00.000Z'),
    });
  });

  it('keeps each path as [self, parent, grandparent…] and re-roots a whole subtree on a parent change', async () => {
    // 20 ← 21 ← 22 ← 23 (a chain) and 24 under 21; 30 stands apart.
    await spec.given(
      cityCreated(20, { zoneId: 1 }),
      cityCreated(21, { zoneId: 1, isParentCity: true, parentCityId: 20 }),
      cityCreated(22, { zoneId: 1, isParentCity: true, parentCityId: 21 }),
      cityCreated(23, { zoneId: 1, isParentCity: true, parentCityId: 22 }),
      cityCreated(24, { zoneId: 1, isParentCity: true, parentCityId: 21 }),
      cityCreated(30, { zoneId: 1 }),
    );
    expect(await paths()).toMatchObject({
      20: [20],
      21: [21, 20],
      22: [22, 21, 20],
      23: [23, 22, 21, 20],
      24: [24, 21, 20],
      30: [30],
    });

    await spec.given(cityUpdated(21, { parentCityId: { from: 20, to: 30 } }));
    expect(await paths()).toMatchObject({
      20: [20],
      21: [21, 30],
      22: [22, 21, 30],
      23: [23, 22, 21, 30],
      24: [24, 21, 30],
      30: [30],
    });
    expect((await cityRow(21)).parent_city_id).toBe(30);

    await spec.given(
      cityUpdated(22, {
        isParentCity: { from: true, to: false },
        parentCityId: { from: 21, to: null },
      }),
    );
    expect(await paths()).toMatchObject({
      21: [21, 30],
      22: [22],
      23: [23, 22],
      24: [24, 21, 30],
    });
  });

  it('applies one batch that mixes moves with other changes of the same cities in event order', async () => {
    const batch = [
      cityCreated(40, { zoneId: 1 }),
      cityCreated(41, { zoneId: 1 }),
      cityUpdated(40, { karguzari: { from: null, to: 'first' } }),
      cityUpdated(40, { isParentCity: { from: false, to: true }, parentCityId: { from: null, to: 41 } }),
      cityUpdated(40, { karguzari: { from: 'first', to: 'second' } }),
      cityCreated(42, { zoneId: 1, isParentCity: true, parentCityId: 40 }),
      cityUpdated(41, { isParentCity: { from: false, to: true }, parentCityId: { from: null, to: 30 } }),
    ].map(
      ({ stream, event }, index): RecordedEvent => ({
        ...event,
        streamName: stream,
        revision: BigInt(index),
        position: BigInt(1_000 + index),
        recordedAt: new Date(),
      }),
    );
    await spec.env.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL search_path TO read');
      await citiesReadModel.applyBatch(trx, batch);
    });
    expect(await paths()).toMatchObject({ 40: [40, 41, 30], 41: [41, 30], 42: [42, 40, 41, 30] });
    expect(await cityRow(40)).toMatchObject({ karguzari: 'second', parent_city_id: 41 });
    expect(await cityRow(41)).toMatchObject({ parent_city_id: 30 });
  });

  it('gathers a batch of updates of cities from before it into one patch each, the last value winning', async () => {
    const batch = [
      cityUpdated(30, { karguzari: { from: null, to: 'first' }, activeCircles: { from: 0, to: 2 } }),
      cityUpdated(20, { activeCircles: { from: 0, to: 5 } }, { occurredAt: '2025-04-01T08:00:00.000Z' }),
      cityUpdated(
        30,
        { karguzari: { from: 'first', to: 'second' } },
        { occurredAt: '2025-04-02T08:00:00.000Z' },
      ),
    ].map(
      ({ stream, event }, index): RecordedEvent => ({
        ...event,
        streamName: stream,
        revision: BigInt(50 + index),
        position: BigInt(2_000 + index),
        recordedAt: new Date(),
      }),
    );
    await spec.env.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL search_path TO read');
      await citiesReadModel.applyBatch(trx, batch);
    });
    expect(await cityRow(30)).toMatchObject({
      karguzari: 'second',
      active_circles: 2,
      updated_at: new Date('2025-04-02T08:00:00.000Z'),
      version: 52,
    });
    expect(await cityRow(20)).toMatchObject({
      active_circles: 5,
      updated_at: new Date('2025-04-01T08:00:00.000Z'),
      version: 51,
    });
  });

  it('leaves half of each page free, so that the next version of a city lands beside the last', async () => {
    const { rows } = await spec.env.knex.raw(
      `SELECT c.reloptions FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'read' AND c.relname = 'cities'`,
    );
    expect(rows).toEqual([{ reloptions: ['fillfactor=50'] }]);
  });

  it('halts on an update naming a field it does not know, rather than dropping it', async () => {
    await spec.env.store.append(
      'city-10',
      [cityUpdated(10, { colour: { from: null, to: 'green' } }).event],
      'any',
    );
    await expect
      .poll(async () => (await spec.projector.getStatus()).halts[0]?.message, { timeout: 10_000 })
      .toContain('CityUpdated names an unknown field "colour"');
  });
});
