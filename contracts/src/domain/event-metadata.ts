import { z } from 'zod';

/**
 * What every recorded domain event carries besides its data: who did it, why, from where, and
 * which request caused it. The audit history is built from this, so it is part of the contract.
 */
export const eventMetadataSchema = z.object({
  userId: z.number().int().nullable(),
  username: z.string(),
  changeReason: z.string().max(500).nullable().optional(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
  correlationId: z.string(),
  causationId: z.string().nullable().optional(),
  occurredAt: z.string().datetime({ offset: true }),
});

export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** The user that background jobs and first-start seeding act as. */
export const SYSTEM_USER = { userId: null, username: 'System' } as const;
