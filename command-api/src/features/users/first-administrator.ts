import { randomBytes } from 'node:crypto';
import {
  DomainError,
  type EventMetadata,
  firstAdministratorCreatedSchema,
  PORTAL_BOOTSTRAP_STREAM,
  SYSTEM_USER,
} from '@seerat/contracts';
import { StreamConflictError } from '@seerat/eventstore';
import type { Logger } from '@seerat/platform';
import { consoleBox } from './console-box';
import { createUserAccount, loadUser, type UserAccountsDeps } from './user-accounts';

export interface FirstAdministratorOptions extends UserAccountsDeps {
  logger: Logger;
  username?: string;
  password?: string;
  /** Where a generated password is shown, once. */
  announce: (text: string) => void;
}

/**
 * On the first start there is nobody to sign in as: create an administrator from
 * ADMIN_USERNAME / ADMIN_PASSWORD, or `admin` with a generated password shown once. The
 * decision is recorded in the `portal-bootstrap` stream (appended with "no stream"), so it
 * happens once however many replicas start together; an account the record names but that was
 * never written (a crash in between) is created on the next start.
 */
export async function ensureFirstAdministrator(options: FirstAdministratorOptions): Promise<void> {
  const [existing] = await options.store.readStream(PORTAL_BOOTSTRAP_STREAM, {
    direction: 'backwards',
    maxCount: 1,
  });
  if (existing) {
    const { userId } = firstAdministratorCreatedSchema.parse(existing.data);
    if (await loadUser(options.store, userId)) return;
  }

  const username = options.username ?? 'admin';
  const generated = options.password === undefined;
  const password = options.password ?? randomBytes(18).toString('base64url');
  const metadata: EventMetadata = {
    ...SYSTEM_USER,
    correlationId: `bootstrap-${randomBytes(6).toString('hex')}`,
    occurredAt: new Date().toISOString(),
  };
  let user: Awaited<ReturnType<typeof createUserAccount>>['user'];
  try {
    ({ user } = await createUserAccount(
      options,
      {
        username,
        password,
        roles: ['admin'],
        assignedZoneId: null,
        assignedCityId: null,
        mustChangePassword: generated,
      },
      metadata,
    ));
  } catch (error) {
    // The name is taken: another replica starting at the same moment created this administrator.
    if (error instanceof DomainError && error.kind === 'conflict') return;
    throw error;
  }
  try {
    await options.store.append(
      PORTAL_BOOTSTRAP_STREAM,
      [{ id: crypto.randomUUID(), type: 'FirstAdministratorCreated', data: { userId: user.id }, metadata }],
      existing ? existing.revision : 'no_stream',
    );
  } catch (error) {
    // Another replica recorded its own first administrator a moment earlier; both accounts stand.
    if (!(error instanceof StreamConflictError)) throw error;
  }
  options.logger.info({ username }, 'created the first administrator');
  if (generated) {
    const box = consoleBox([
      'First administrator created. This password is shown once.',
      `  username: ${username}`,
      `  password: ${password}`,
      'Sign in at /auth and change it (Change Password).',
    ]);
    options.announce(`\n${box}\n`);
  }
}
