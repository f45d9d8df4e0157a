import { describe, expect, it } from 'vitest';
import { usePortalProjection } from './portal-projection-environment';
import { cityCreated, cityUpdated, zoneCreated, zoneUpdated } from './zone-city-events';

const spec = usePortalProjection('zones read model');

const zoneRow = (id: number) => spec.env.knex.withSchema('read').from('zones').where('id', id).first();

describe('zones read model', () => {
  it('holds a created zone with every field, no cities yet, and version 0', async () => {
    await spec.given(
      zoneCreated(
        1,
        {
          name: 'North',
          masool: 'Ahmad',
          masoolContact: '+92-300-1',
          responsibleCity: 'Lahore',
          whatsappGroupUrl: 'https://chat.whatsapp.com/north',
          libraryCount: 4,
        },
        { occurredAt: '2025-02-01T08:00:00.000Z' },
      ),
    );
    expect(await zoneRow(1)).toEqual({
      id: 1,
      name: 'North',
      masool: 'Ahmad',
      masool_contact: '+92-300-1',
      responsible_city: 'Lahore',
      whatsapp_group_url: 'https://chat.whatsapp.com/north',
      library_count: 4,
      total_cities: 0,
      created_at: new Date('2025-02-01T08:00:00.000Z'),
      updated_at: new Date('2025-02-01T08:00:00.000Z'),
      version: 0,
    });
  });

  it('applies an update to the changed fields only, with its time and the stream revision', async () => {
    await spec.given(
      zoneUpdated(
        1,
        { masool: { from: 'Ahmad', to: 'Bilal' }, masoolContact: { from: '+92-300-1', to: null } },
        { occurredAt: '2025-02-02T08:00:00.000Z' },
      ),
    );
    expect(await zoneRow(1)).toMatchObject({
      name: 'North',
      masool: 'Bilal',
      masool_contact: null,
      library_count: 4,
      created_at: new Date('2025-02-01T08:00:00.000Z'),
      updated_at: new Date('2025-02-02T08:00:00.000Z'),
      version: 1,
    });
  });

  it('counts the cities created in a zone and moves the count when a city changes zone', async () => {
    await spec.given(
      zoneCreated(2, { name: 'South' }),
      cityCreated(10, { zoneId: 1 }),
      cityCreated(11, { zoneId: 1 }),
      cityCreated(12, { zoneId: 2 }),
    );
    expect((await zoneRow(1)).total_cities).toBe(2);
    expect((await zoneRow(2)).total_cities).toBe(1);

    await spec.given(cityUpdated(11, { zoneId: { from: 1, to: 2 } }));
    expect((await zoneRow(1)).total_cities).toBe(1);
    expect((await zoneRow(2)).total_cities).toBe(2);
    // Counting cities is not a change of the zone itself.
    expect((await zoneRow(2)).version).toBe(0);

    await spec.given(cityUpdated(10, { name: { from: 'City 10', to: 'Renamed' } }));
    expect((await zoneRow(1)).total_cities).toBe(1);
  });
});
