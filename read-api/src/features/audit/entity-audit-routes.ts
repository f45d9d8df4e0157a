import Router from '@koa/router';
import { findCityPlace, requireUser, type SessionUser } from '@seerat/access';
import { can, idParams, notAllowed, notFound, pageQuerySchema } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { ENTITY_AUDIT_LOG, READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import type { ReadRoutes } from '../../app';
import { profileResource, selectMasoolProfiles } from '../masool-profiles/masool-profile-query';
import { authorizeReadingRead } from '../reading-progress/reading-progress-read-routes';
import { auditHistoryPage } from './audit-history';

interface AuditedEntity {
  /** The path segment: `GET /api/{path}/{id}/audit`. */
  path: string;
  entityType: string;
  notFoundText: string;
  /** Whether a caller without the audit tools may read this entity's history (a live entity). */
  readable(knex: Knex, user: SessionUser, id: number): Promise<boolean>;
}

/**
 * Who reads which history: the auditors and administrators every one (deleted entities too); the
 * others what they may read of the entity now: the administration's own records (users, custom
 * roles) only administrators, a profile within its masool or team read scope, a reading list as
 * the reading itself, the catalogue everyone signed in.
 */
const ENTITIES: AuditedEntity[] = [
  {
    path: 'users',
    entityType: 'user',
    notFoundText: 'User not found',
    readable: async (_knex, user) => can(user, 'manage_users'),
  },
  {
    path: 'custom-roles',
    entityType: 'custom-role',
    notFoundText: 'Role not found',
    readable: async (_knex, user) => can(user, 'manage_users'),
  },
  {
    path: 'masool-profiles',
    entityType: 'masool-profile',
    notFoundText: 'Profile not found',
    async readable(knex, user, id) {
      const row = await selectMasoolProfiles(knex).where('p.id', id).first();
      return row !== undefined && (row.userId === user.id || can(user, 'masool_read', profileResource(row)));
    },
  },
  {
    path: 'team-profiles',
    entityType: 'team-profile',
    notFoundText: 'Profile not found',
    async readable(knex, user, id) {
      const row = await knex.withSchema(READ_SCHEMA).from('team_profiles').where('id', id).first('city_id');
      const place = row && (await findCityPlace(knex, row.city_id));
      return place != null && can(user, 'team_read', place);
    },
  },
  {
    path: 'reading-progress',
    entityType: 'reading-progress',
    notFoundText: 'No reading data available',
    async readable(knex, user, id) {
      return authorizeReadingRead(knex, user, id).then(
        () => true,
        () => false,
      );
    },
  },
  {
    path: 'seerat-models',
    entityType: 'seerat-model',
    notFoundText: 'Seerat model not found',
    readable: async () => true,
  },
  {
    path: 'recommended-books',
    entityType: 'recommended-book',
    notFoundText: 'Book not found',
    readable: async () => true,
  },
];

/**
 * Whether a caller without the audit tools may read this entity now, as its history route decides;
 * `false` for an entity whose history route names no rule.
 */
export async function readableNow(knex: Knex, user: SessionUser, path: string, id: number): Promise<boolean> {
  const entity = ENTITIES.find((candidate) => candidate.path === path);
  return entity !== undefined && (await entity.readable(knex, user, id));
}

/** The change histories `entity_audit_log` holds, one route per kind of entity. */
export function entityAuditReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });
  for (const entity of ENTITIES) {
    router.get(
      `/${entity.path}/:id/audit`,
      validate({ params: idParams('id'), query: pageQuerySchema }),
      async (ctx) => {
        const user = requireUser(ctx);
        const id: number = ctx.state.input.params.id;
        const auditor = can(user, 'audit_trail');
        const entries = await auditHistoryPage(
          knex,
          {
            ...ENTITY_AUDIT_LOG,
            ownerId: id,
            entityType: entity.entityType,
            withOrigin: auditor,
          },
          ctx.state.input.query,
        );
        // Who may not read the entity is refused alike whether it exists or not. Every entity has a
        // history from its creation: none means there never was one.
        if (!auditor && !(await entity.readable(knex, user, id))) throw notAllowed();
        if (entries.total === 0) throw notFound(entity.notFoundText);
        ctx.body = entries;
      },
    );
  }
  return {
    router,
    readModels: [
      READ_MODEL.entityAuditLog,
      READ_MODEL.users,
      READ_MODEL.zones,
      READ_MODEL.masoolProfiles,
      READ_MODEL.teamProfiles,
      READ_MODEL.readingProgress,
      READ_MODEL.cities,
    ],
  };
}
