import type { RecordedEvent } from '@seerat/eventstore';
import { describe, expect, it } from 'vitest';
import { qabailAuditReadModel } from '../src/features/qabails/qabail-audit-read-model';
import { qabailsReadModel } from '../src/features/qabails/qabails-read-model';
import { qabilahListReadModel } from '../src/features/qabails/qabilah-list-read-model';
import { usePortalProjection } from './portal-projection-environment';
import { qabailCreated, qabailDeleted, qabailUpdated } from './qabail-events';
import { cityCreated, zoneCreated } from './zone-city-events';

const spec = usePortalProjection('qabail read models');

const read = () => spec.env.knex.withSchema('read');
const qabailRow = (id: number) => read().from('qabails').where('id', id).first();
const qabilahNames = async () =>
  (await read().from('qabilah_list').select('name').orderBy('name')).map((row) => row.name);
const history = (qabailId: number) =>
  read()
    .from('qabail_audit_log')
    .select('id', 'city_id', 'action', 'field_name', 'old_value', 'new_value', 'username', 'change_reason')
    .where('qabail_id', qabailId)
    .orderBy('id');

const editor = {
  userId: 7,
  username: 'city-m',
  changeReason: 'Head count',
  ipAddress: '203.0.113.9',
  userAgent: 'Firefox',
  occurredAt: '2025-05-02T08:00:00.000Z',
};

describe('qabails read model', () => {
  it('holds a created qabail with every field but the city name in its column', async () => {
    await spec.given(
      zoneCreated(1),
      cityCreated(10, { zoneId: 1, name: 'Lahore' }),
      cityCreated(11, { zoneId: 1, name: 'Kasur' }),
      qabailCreated(100, {
        cityId: 10,
        cityName: 'Lahore',
        qabilahName: 'Awan',
        masoolName: 'Tariq',
        masoolContact: '+92-300-1234567',
        areaCovered: 'Old city',
        majlisMembers: 12,
        activeCircles: 3,
        masjidCount: 2,
        ulmaCount: 1,
        murabbiCount: 4,
        whatsappGroup: true,
        whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
        majlisZikrCheck: true,
        majlisZikrDay: 'Friday',
        majlisZikrTime: 'after Isha',
        shabetazkiaCheck: true,
        shabetazkiaLastDate: '2025-03-01',
        status: 'inactive',
        additionalInfo: 'Meets in the main hall',
        specialNotes: 'Needs books',
      }),
    );
    expect(await qabailRow(100)).toEqual({
      id: 100,
      qabilah_name: 'Awan',
      masool_name: 'Tariq',
      masool_contact: '+92-300-1234567',
      city_id: 10,
      area_covered: 'Old city',
      majlis_members: 12,
      active_circles: 3,
      masjid_count: 2,
      ulma_count: 1,
      murabbi_count: 4,
      whatsapp_group: true,
      whatsapp_group_url: 'https://chat.whatsapp.com/awan',
      majlis_zikr_check: true,
      majlis_zikr_day: 'Friday',
      majlis_zikr_time: 'after Isha',
      shabetazkia_check: true,
      shabetazkia_last_date: expect.any(Date),
      status: 'inactive',
      additional_info: 'Meets in the main hall',
      special_notes: 'Needs books',
      created_at: new Date('2025-01-01T10:00:00.000Z'),
      updated_at: new Date('2025-01-01T10:00:00.000Z'),
      version: 0,
    });
    const { day } = await read()
      .from('qabails')
      .select(spec.env.knex.raw(`to_char(shabetazkia_last_date, 'YYYY-MM-DD') AS day`))
      .where('id', 100)
      .first();
    expect(day).toBe('2025-03-01');
  });

  it('changes only the changed columns, and moves the qabail with its city id', async () => {
    await spec.given(
      qabailUpdated(
        100,
        11,
        {
          cityId: { from: 10, to: 11 },
          cityName: { from: 'Lahore', to: 'Kasur' },
          majlisMembers: { from: 12, to: 15 },
          whatsappGroup: { from: true, to: false },
          whatsappGroupUrl: { from: 'https://chat.whatsapp.com/awan', to: null },
        },
        editor,
      ),
    );
    expect(await qabailRow(100)).toMatchObject({
      city_id: 11,
      majlis_members: 15,
      active_circles: 3,
      whatsapp_group: false,
      whatsapp_group_url: null,
      qabilah_name: 'Awan',
      updated_at: new Date('2025-05-02T08:00:00.000Z'),
      version: 1,
    });
  });

  it('removes a deleted qabail', async () => {
    await spec.given(qabailCreated(101, { cityId: 10 }), qabailDeleted(101, 10));
    expect(await qabailRow(101)).toBeUndefined();
    expect(await qabailRow(100)).toBeDefined();
  });
});

describe('qabilah list', () => {
  it('grows with every new qabilah name, created or renamed, each once whatever its case', async () => {
    expect(await qabilahNames()).toEqual(['Awan', 'Qabilah 101']);
    await spec.given(
      qabailCreated(102, { cityId: 10, qabilahName: 'Rajput' }),
      qabailCreated(103, { cityId: 11, qabilahName: 'RAJPUT' }),
      qabailUpdated(100, 11, { qabilahName: { from: 'Awan', to: 'Gujjar' } }),
      qabailUpdated(102, 10, { qabilahName: { from: 'Rajput', to: 'awan' } }),
    );
    // The first spelling stays; a renamed or deleted qabail's old name stays known.
    expect(await qabilahNames()).toEqual(['Awan', 'Gujjar', 'Qabilah 101', 'Rajput']);
  });
});

describe('one batch of qabail events', () => {
  it('leaves what applying them one by one leaves: rows, names and history in event order', async () => {
    await spec.given(qabailCreated(200, { cityId: 10 }), qabailCreated(201, { cityId: 10 }));
    const batch = [
      qabailCreated(202, { cityId: 10, qabilahName: 'Tanoli' }),
      qabailUpdated(202, 10, { majlisMembers: { from: 0, to: 5 } }),
      qabailCreated(203, { cityId: 11, qabilahName: 'tanoli' }),
      qabailUpdated(200, 10, { masoolName: { from: 'Masool 200', to: 'Bilal' } }),
      qabailUpdated(200, 10, { majlisMembers: { from: 0, to: 9 } }),
      qabailUpdated(203, 11, { qabilahName: { from: 'tanoli', to: 'Swati' } }),
      qabailDeleted(203, 11),
      qabailDeleted(201, 10),
    ].map(
      ({ stream, event }, index): RecordedEvent => ({
        ...event,
        streamName: stream,
        revision: BigInt(index),
        position: BigInt(10_000 + index),
        recordedAt: new Date(),
      }),
    );
    await spec.env.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL search_path TO read');
      for (const model of [qabailsReadModel, qabilahListReadModel, qabailAuditReadModel]) {
        await model.applyBatch(trx, batch);
      }
    });
    expect(await qabailRow(200)).toMatchObject({ masool_name: 'Bilal', majlis_members: 9 });
    expect(await qabailRow(201)).toBeUndefined();
    expect(await qabailRow(202)).toMatchObject({ qabilah_name: 'Tanoli', majlis_members: 5 });
    expect(await qabailRow(203)).toBeUndefined();
    expect(await qabilahNames()).toEqual(expect.arrayContaining(['Tanoli', 'Swati']));
    expect(await qabilahNames()).not.toContain('tanoli');
    expect((await history(203)).map((row) => [row.action, row.field_name])).toEqual([
      ['create', null],
      ['update', 'qabilahName'],
      ['delete', null],
    ]);
  });
});

describe('qabail audit log', () => {
  it('records the create, each changed field in the form order, and the delete, with who and why', async () => {
    await spec.given(
      qabailCreated(104, { cityId: 10, qabilahName: 'Bhatti' }, { username: 'zone-m' }),
      qabailUpdated(
        104,
        11,
        {
          status: { from: 'active', to: 'inactive' },
          majlisMembers: { from: 0, to: 8 },
          cityName: { from: 'City 10', to: 'Kasur' },
          cityId: { from: 10, to: 11 },
          masoolName: { from: 'Masool 104', to: 'Hamid' },
        },
        editor,
      ),
      qabailDeleted(104, 11, { username: 'admin', changeReason: null }),
    );
    expect(await history(104)).toEqual([
      entry({ city_id: 10, action: 'create', username: 'zone-m' }),
      entry({ city_id: 11, field: ['masoolName', 'Masool 104', 'Hamid'], ...editor }),
      entry({ city_id: 11, field: ['cityId', '10', '11'], ...editor }),
      entry({ city_id: 11, field: ['cityName', 'City 10', 'Kasur'], ...editor }),
      entry({ city_id: 11, field: ['majlisMembers', '0', '8'], ...editor }),
      entry({ city_id: 11, field: ['status', 'active', 'inactive'], ...editor }),
      entry({ city_id: 11, action: 'delete', username: 'admin' }),
    ]);
    // Rows are numbered across the whole log: qabails 100 to 103 came first.
    const ids = (await history(104)).map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(1);
  });
});

function entry(options: {
  city_id: number;
  action?: string;
  field?: [string, string | null, string | null];
  username: string;
  changeReason?: string | null;
}) {
  const [field_name = null, old_value = null, new_value = null] = options.field ?? [];
  return {
    id: expect.any(Number),
    city_id: options.city_id,
    action: options.action ?? 'update',
    field_name,
    old_value,
    new_value,
    username: options.username,
    change_reason: options.changeReason ?? null,
  };
}
