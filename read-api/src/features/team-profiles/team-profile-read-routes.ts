import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import { idText, TEAM_PROFILE_FIELDS, type TeamProfile } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA, teamProfilesTable } from '@seerat/projector/tables';
import { z } from 'zod';
import type { ReadRoutes } from '../../app';
import { CITY, CITY_SCOPE_COLUMNS } from '../cities/city-query';

const TEAM = teamProfilesTable.as('t');

type TeamProfileRow = Omit<TeamProfile, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

/** `time` is the earlier product's cache buster: accepted and ignored, the answer is never cached. */
const teamQuery = z.object({ cityId: idText.optional(), time: z.string().max(50).optional() });

/**
 * Team profiles the caller may read (team-read on each profile's city), optionally of one city:
 * Profile Management lists them all, the city page's Team Profiles dialog one city's.
 */
export function teamProfileReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/team-profiles', validate({ query: teamQuery }), async (ctx) => {
    const user = requireUser(ctx);
    const { cityId } = ctx.state.input.query;
    const query = whereInScope(selectTeamProfiles(knex), user, 'team_read', CITY_SCOPE_COLUMNS);
    if (cityId !== undefined) query.where(TEAM.col('cityId'), cityId);
    const rows: TeamProfileRow[] = await query.orderBy([
      { column: TEAM.col('name') },
      { column: TEAM.col('id') },
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(toTeamProfile) satisfies TeamProfile[];
  });

  return { router, readModels: [READ_MODEL.teamProfiles, READ_MODEL.cities] };
}

function selectTeamProfiles(knex: Knex): Knex.QueryBuilder {
  return knex
    .withSchema(READ_SCHEMA)
    .from(TEAM.from)
    .join(CITY.from, CITY.col('id'), TEAM.col('cityId'))
    .select(TEAM.select(...TEAM_PROFILE_FIELDS, 'id', 'createdAt', 'updatedAt', 'version'), {
      cityName: CITY.col('name'),
      zoneId: CITY.col('zoneId'),
      cityPath: CITY.col('path'),
    });
}

function toTeamProfile(row: TeamProfileRow): TeamProfile {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
