import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dangerZoneReadModel } from '../src/features/danger-zone/danger-zone-read-model';
import { applyAsOneBatch } from './one-batch';
import { projectToHead } from './project-to-head';
import { createTestEnvironment, readWholeLog, type TestEnvironment } from './test-environment';
import { cityEnteredDangerZone, cityLeftDangerZone, type StreamEvent } from './zone-city-events';

describe('a batch of danger-zone changes', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('danger zone batches');
  });
  afterAll(async () => {
    await env?.close();
  });

  const at = (minute: number) => ({ occurredAt: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString() });
  const append = async (events: StreamEvent[]) => {
    for (const { stream, event } of events) await env.store.append(stream, [event], 'any');
  };

  /** The events after the log's first `from`, applied as one batch: the SQL it sent. */
  const applyAfter = async (from: number) =>
    applyAsOneBatch(env, dangerZoneReadModel, (await readWholeLog(env.store)).slice(from));

  it('writes its cities in two statements whatever their number, the changes in their order', async () => {
    // City 1 entered before the batch; in it, it leaves. Cities 2 to 21 enter, and the even ones
    // leave again.
    await append([cityEnteredDangerZone(1, 7, '2024-10-01', at(0))]);
    await projectToHead(env);
    const before = (await readWholeLog(env.store)).length;
    const cities = Array.from({ length: 20 }, (_, n) => n + 2);
    await append([
      cityLeftDangerZone(1, 7, '2025-01-01', at(1)),
      ...cities.map((cityId) => cityEnteredDangerZone(cityId, 8, null, at(cityId))),
      ...cities
        .filter((cityId) => cityId % 2 === 0)
        .map((cityId) => cityLeftDangerZone(cityId, 8, '2025-01-02', at(30 + cityId))),
    ]);

    const sent = await applyAfter(before);

    expect(sent, sent.join('\n')).toHaveLength(2);
    const rows = await env.knex
      .withSchema('read')
      .from('danger_zone_cities')
      .select('city_id', 'in_danger_zone', env.knex.raw('last_meeting_date::text'), 'entered_at', 'left_at')
      .orderBy('city_id');
    expect(rows[0]).toEqual({
      city_id: 1,
      in_danger_zone: false,
      last_meeting_date: '2025-01-01',
      entered_at: new Date(at(0).occurredAt),
      left_at: new Date(at(1).occurredAt),
    });
    expect(rows.slice(1)).toEqual(
      cities.map((cityId) => ({
        city_id: cityId,
        in_danger_zone: cityId % 2 === 1,
        last_meeting_date: cityId % 2 === 1 ? null : '2025-01-02',
        entered_at: new Date(at(cityId).occurredAt),
        left_at: cityId % 2 === 1 ? null : new Date(at(30 + cityId).occurredAt),
      })),
    );
    const changes = await env.knex
      .withSchema('read')
      .from('danger_zone_changes')
      .select('city_id', 'change')
      .orderBy('id');
    expect(changes).toEqual([
      { city_id: 1, change: 'entered' },
      { city_id: 1, change: 'left' },
      ...cities.map((cityId) => ({ city_id: cityId, change: 'entered' })),
      ...cities.filter((cityId) => cityId % 2 === 0).map((cityId) => ({ city_id: cityId, change: 'left' })),
    ]);
  });

  it('refuses a city leaving a danger zone it never entered', async () => {
    const before = (await readWholeLog(env.store)).length;
    await append([cityEnteredDangerZone(50, 8, null, at(50)), cityLeftDangerZone(51, 8, null, at(51))]);

    await expect(applyAfter(before)).rejects.toThrow('City 51 left the danger zone it never entered');
    const rows = await env.knex.withSchema('read').from('danger_zone_cities').whereIn('city_id', [50, 51]);
    expect(rows).toEqual([]);
  });
});
