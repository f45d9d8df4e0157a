import {
  type EventMetadata,
  PERMISSION_LEVELS,
  PERMISSION_MODULES,
  type Permission,
  type Principal,
  SYSTEM_USER,
} from '@seerat/contracts';

/**
 * Who runs a command, and from where: the acting user as the permission policy sees them, and
 * what every event of the command records about its origin. A route makes one from the
 * signed-in user and the request; jobs and first-start seeding act as the System user; the demo
 * generator as its planned users, on their planned days.
 */
export interface Actor {
  principal: Principal;
  userId: number | null;
  username: string;
  ipAddress: string | null;
  userAgent: string | null;
  correlationId: string;
  causationId: string | null;
  /** When the command arrived, from the injected clock: deciders never read the clock. */
  now: Date;
}

/** The metadata of every event a command records, with the editor's reason where given. */
export function metadataOf(actor: Actor, changeReason?: string | null): EventMetadata {
  return {
    userId: actor.userId,
    username: actor.username,
    changeReason: changeReason?.trim() ? changeReason.trim() : null,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    correlationId: actor.correlationId,
    causationId: actor.causationId,
    occurredAt: actor.now.toISOString(),
  };
}

const EVERY_PERMISSION = PERMISSION_MODULES.flatMap((module) =>
  PERMISSION_LEVELS.map((level): Permission => `${module}_${level}`),
);

/**
 * The System user: background jobs and first-start seeding. It runs code the organisation
 * deployed, not a person's request, so the policy lets it do everything an administrator can.
 */
export function systemActor(options: {
  now: Date;
  correlationId: string;
  causationId?: string | null;
}): Actor {
  return {
    principal: {
      id: 0,
      roles: ['admin'],
      assignedZoneId: null,
      assignedCityId: null,
      permissions: EVERY_PERMISSION,
    },
    ...SYSTEM_USER,
    ipAddress: null,
    userAgent: null,
    correlationId: options.correlationId,
    causationId: options.causationId ?? null,
    now: options.now,
  };
}
