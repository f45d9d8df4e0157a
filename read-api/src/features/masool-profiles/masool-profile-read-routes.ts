import Router from '@koa/router';
import { requireUser } from '@seerat/access';
import {
  idParams,
  type ListedMasoolProfile,
  MASOOL_PROFILE_NOT_FOUND,
  type MasoolProfile,
  masoolProfileListQuerySchema,
  type Page,
  PERMISSION_DENIED,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { READ_MODEL } from '@seerat/projector/tables';
import { authorizeFound } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { keysetPage } from '../../http/keyset-page';
import {
  BY_NAME_KEYS,
  findMasoolProfile,
  inReadScope,
  type ListedMasoolProfileRow,
  profileResource,
  selectMasoolProfiles,
  toListedMasoolProfile,
  toMasoolProfile,
  whereListed,
} from './masool-profile-query';

/**
 * Masool profiles: the list of those the caller may read (masool-read where each serves, plus
 * their own) a page at a time, each as a card shows it (`ListedMasoolProfile`), searched and
 * narrowed as `masoolProfileListQuerySchema` says; and one whole profile by its user's id or its
 * own id (the profile page, the Alim page, the details and the edit form).
 */
export function masoolProfileReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/masool-profiles', validate({ query: masoolProfileListQuerySchema }), async (ctx) => {
    const user = requireUser(ctx);
    const { limit, cursor, ...filters } = ctx.state.input.query;
    const profiles = inReadScope(selectMasoolProfiles(knex, 'listed'), user);
    const listed = whereListed(knex, profiles, user, filters);
    const page = await keysetPage<ListedMasoolProfileRow>(knex, listed, BY_NAME_KEYS, { limit, cursor });
    ctx.body = { ...page, items: page.items.map(toListedMasoolProfile) } satisfies Page<ListedMasoolProfile>;
  });

  router.get('/masool-profiles/:idOrUserId', validate({ params: idParams('idOrUserId') }), async (ctx) => {
    const user = requireUser(ctx);
    const row = await findMasoolProfile(knex, ctx.state.input.params.idOrUserId);
    // One's own profile is read wherever it sits; any other as the masool read scope allows.
    if (row?.userId !== user.id) {
      authorizeFound(
        ctx,
        'masool_read',
        row && profileResource(row),
        MASOOL_PROFILE_NOT_FOUND,
        PERMISSION_DENIED,
      );
    }
    ctx.body = toMasoolProfile(row!) satisfies MasoolProfile;
  });

  return { router, readModels: [READ_MODEL.masoolProfiles, READ_MODEL.cities, READ_MODEL.zones] };
}
