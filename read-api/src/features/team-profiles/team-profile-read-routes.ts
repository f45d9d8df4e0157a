import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import {
  idParams,
  LISTED_TEAM_PROFILE_FIELDS,
  type ListedTeamProfile,
  type Page,
  TEAM_PROFILE_FIELDS,
  TEAM_PROFILE_NOT_FOUND,
  type TeamProfile,
  teamProfileListQuerySchema,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA, teamProfilesTable } from '@seerat/projector/tables';
import { authorizeFound, cityResource } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { noStoreForBrowsers } from '../../http/answer-cache';
import { keysetPage, type SortKey } from '../../http/keyset-page';
import { whereSearched } from '../../http/text-search';
import { CITY, CITY_SCOPE_COLUMNS } from '../cities/city-query';

const TEAM = teamProfilesTable.as('t');
type TeamColumn = Parameters<typeof TEAM.select>[number];

type TeamProfileRow = Omit<TeamProfile, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const WHOLE_COLUMNS = [...TEAM_PROFILE_FIELDS, 'id', 'createdAt', 'updatedAt', 'version'] as const;
/** A listed profile's own columns; its city's name, zone and path are joined. */
const LISTED_COLUMNS = LISTED_TEAM_PROFILE_FIELDS.filter(
  (field) => field !== 'cityName' && field !== 'zoneId' && field !== 'cityPath',
);

/** By name, then id, so equal names keep one order. */
const BY_NAME_KEYS: SortKey[] = [
  { sql: TEAM.col('name'), kind: 'text' },
  { sql: TEAM.col('id'), kind: 'int' },
];

/**
 * Team profiles the caller may read (team-read on each profile's city) a page at a time, each as
 * the lists show it (`ListedTeamProfile`), optionally of one city and searched by name or contact:
 * Profile Management lists them all, the city page's Team Profiles dialog one city's. One whole
 * profile by id, for its details and its edit form. Never kept by a browser (the earlier product
 * fetched them fresh each time); kept by the read API, like every answer, until the read models
 * change.
 */
export function teamProfileReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/team-profiles', validate({ query: teamProfileListQuerySchema }), async (ctx) => {
    const user = requireUser(ctx);
    const { cityId, search, time: _cacheBuster, ...request } = ctx.state.input.query;
    const profiles = selectTeamProfiles(knex, LISTED_COLUMNS);
    const inScope = whereInScope(profiles, user, 'team_read', CITY_SCOPE_COLUMNS);
    if (cityId !== undefined) inScope.where(TEAM.col('cityId'), cityId);
    const found = whereSearched(inScope, [TEAM.col('name'), TEAM.col('contact')], search);
    const page = await keysetPage<ListedTeamProfile>(knex, found, BY_NAME_KEYS, request);
    noStoreForBrowsers(ctx);
    ctx.body = page satisfies Page<ListedTeamProfile>;
  });

  router.get('/team-profiles/:id', validate({ params: idParams('id') }), async (ctx) => {
    const row: TeamProfileRow | undefined = await selectTeamProfiles(knex, WHOLE_COLUMNS)
      .where(TEAM.col('id'), ctx.state.input.params.id)
      .first();
    const place = row && cityResource({ zoneId: row.zoneId, path: row.cityPath });
    authorizeFound(ctx, 'team_read', place, TEAM_PROFILE_NOT_FOUND);
    noStoreForBrowsers(ctx);
    // authorizeFound threw when there was no row.
    ctx.body = toTeamProfile(row!) satisfies TeamProfile;
  });

  return { router, readModels: [READ_MODEL.teamProfiles, READ_MODEL.cities] };
}

/** Team profiles (`t`) of their `columns`, with their city's name, zone and path. */
function selectTeamProfiles(knex: Knex, columns: readonly TeamColumn[]): Knex.QueryBuilder {
  return knex
    .withSchema(READ_SCHEMA)
    .from(TEAM.from)
    .join(CITY.from, CITY.col('id'), TEAM.col('cityId'))
    .select(TEAM.select(...columns), {
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
