import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePortalProjection } from './portal-projection-environment';
import { cityCreated, cityUpdated, zoneCreated } from './zone-city-events';

const spec = usePortalProjection('live batch round trips');

/** What the knex pool's connections send (the store's connections are not knex's). */
function watchKnexQueries(): string[] {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [first] = args as [string | { text?: string }];
    if ('__knexUid' in this) sent.push(typeof first === 'string' ? first : (first.text ?? 'COPY'));
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  return sent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a live batch of one city update', () => {
  it('is four round trips: BEGIN and the swap lock, the city, its history and summary, the checkpoints and COMMIT', async () => {
    await spec.given(zoneCreated(1), cityCreated(10, { zoneId: 1, majlisMembers: 3 }));
    const sent = watchKnexQueries();
    const { stream, event } = cityUpdated(10, {
      majlisMembers: { from: 3, to: 4 },
      masoolName: { from: 'Masool 10', to: 'Usman' },
    });
    const { position } = await spec.env.store.append(stream, [event], 'any');
    expect(await spec.projector.waitForPosition(position)).toBe(true);

    expect(sent.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/^BEGIN; SET LOCAL search_path .* FOR UPDATE$/),
      expect.stringMatching(/^WITH p AS .* UPDATE "cities"/),
      expect.stringMatching(
        /^WITH alongside AS \(INSERT INTO city_profile_summary .* INSERT INTO "city_audit_log"/,
      ),
      expect.stringMatching(/^WITH written AS \( UPDATE projection_checkpoint .*; COMMIT$/),
    ]);
    const read = () => spec.env.knex.withSchema('read');
    expect(await read().from('cities').where('id', 10).first()).toMatchObject({
      majlis_members: 4,
      masool_name: 'Usman',
    });
    expect(
      await read()
        .from('city_audit_log')
        .where({ city_id: 10, action: 'update' })
        .orderBy('id')
        .pluck('field_name'),
    ).toEqual(['masoolName', 'majlisMembers']);
    expect(await read().from('city_profile_summary').where('city_id', 10).first()).toMatchObject({
      total_changes: 3,
    });
    const checkpoints = await read().from('projection_checkpoint').pluck('position');
    expect(new Set(checkpoints.map(String))).toEqual(new Set([String(position)]));
  });
});
