import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import { idText, TEAM_PROFILE_FIELDS, type TeamProfile } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { READ_SCHEMA, teamProfilesTable } from '@seerat/projector/tables';
import { z } from 'zod';

type TeamProfileRow = Omit<TeamProfile, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

/** `time` is the earlier product's cache buster: accepted and ignored, the answer is never cached. */
const teamQuery = z.object({ cityId: idText.optional(), time: z.string().max(50).optional() });

/**
 * Team profiles the caller may read (team-read on each profile's city), optionally of one city:
 * Profile Management lists them all, the city page's Team Profiles dialog one city's.
 */
export function teamProfileReadRouter(deps: { knex: Knex }): Router {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/team-profiles', validate({ query: teamQuery }), async (ctx) => {
    const user = requireUser(ctx);
    const { cityId } = ctx.state.input.query;
    const query = whereInScope(selectTeamProfiles(knex), user, 'team_read', {
      zoneId: 'c.zone_id',
      path: 'c.path',
    });
    if (cityId !== undefined) query.where('t.city_id', cityId);
    const rows: TeamProfileRow[] = await query.orderBy([{ column: 't.name' }, { column: 't.id' }]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(toTeamProfile) satisfies TeamProfile[];
  });

  return router;
}

function selectTeamProfiles(knex: Knex): Knex.QueryBuilder {
  const { column } = teamProfilesTable;
  return knex
    .withSchema(READ_SCHEMA)
    .from('team_profiles as t')
    .join('cities as c', 'c.id', 't.city_id')
    .select(...TEAM_PROFILE_FIELDS.map((field) => ({ [field]: `t.${column[field]}` })), {
      id: 't.id',
      cityName: 'c.name',
      zoneId: 'c.zone_id',
      cityPath: 'c.path',
      createdAt: 't.created_at',
      updatedAt: 't.updated_at',
      version: 't.version',
    });
}

function toTeamProfile(row: TeamProfileRow): TeamProfile {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
