import { availableParallelism } from 'node:os';
import {
  type BulkUploadResult,
  bulkUploadMessage,
  DomainError,
  type EventMetadata,
  lineErrorText,
  type UploadLineError,
  userUploadStreamName,
} from '@seerat/contracts';
import { userUploadDecider } from '@seerat/domain';
import type { Position } from '@seerat/eventstore';
import type { Logger } from '@seerat/platform';
import { handleCommand } from '../../commands/handle-command';
import { hashPassword } from '../users/password-hashing';
import { type UserAccountsDeps, writeUserAccount } from '../users/user-accounts';
import { type ConcurrencyLimit, concurrencyLimit } from './concurrency-limit';
import type { CheckedRows } from './upload-row-checks';

export interface UserUploadsDeps extends UserAccountsDeps {
  logger: Logger;
  /** Passwords hashed at once, over every upload of this process (see `defaultHashingConcurrency`). */
  hashingConcurrency?: number;
}

/**
 * Accounts written at once: each write waits on PostgreSQL (an id, the username claim, the
 * append), not on the CPU, so a few overlap the hashing; each holds one pooled connection.
 */
const WRITE_CONCURRENCY = 4;

export interface StartedUpload {
  uploadId: number;
  total: number;
  /** Where `UserUploadStarted` sits: a session that reads after it sees the upload. */
  position: Position;
  /** Settles when every row is done and the upload is recorded complete. */
  finished: Promise<{ result: BulkUploadResult; position: Position }>;
}

export interface UserUploads {
  start(input: {
    fileName: string;
    total: number;
    rows: CheckedRows;
    metadata: EventMetadata;
  }): Promise<StartedUpload>;
}

/**
 * Hashing a password (Argon2id: about 10 ms of one core and 19 MiB) is most of a row's cost.
 * Hashes run on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says more), so uploads
 * use at most half of it: sign-ins, which verify hashes there too, always find a thread.
 */
export function defaultHashingConcurrency(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism(), Math.floor(pool / 2)));
}

/**
 * Runs bulk uploads: records the upload and its refused rows (`UserUploadStarted`), creates the
 * accepted rows' accounts a few at a time, each an ordinary `UserCreated` caused by the upload
 * (the projector counts them as the upload's progress), and closes it (`UserUploadCompleted`).
 * Rows flow through two bounded stages, hashing and writing, so the database work of one row
 * overlaps the hashing of the next.
 */
export function createUserUploads(deps: UserUploadsDeps): UserUploads {
  const limits: UploadLimits = {
    hashing: concurrencyLimit(deps.hashingConcurrency ?? defaultHashingConcurrency()),
    writing: concurrencyLimit(WRITE_CONCURRENCY),
  };
  return {
    async start({ fileName, total, rows, metadata }) {
      const uploadId = await deps.ids.next('user_upload');
      const streamName = userUploadStreamName(uploadId);
      const started = await handleCommand({
        store: deps.store,
        streamName,
        decider: userUploadDecider,
        command: { type: 'StartUserUpload', uploadId, fileName, total, rejected: rows.rejected },
        metadata,
      });
      const finished = finishUpload(deps, limits, { uploadId, rows, metadata });
      finished.catch((error) => deps.logger.error({ err: error, uploadId }, 'bulk upload stopped'));
      return { uploadId, total, position: started.position!, finished };
    },
  };
}

/** Creates the accepted rows' accounts, then records the upload complete with the rows that failed. */
async function finishUpload(
  deps: UserUploadsDeps,
  limits: UploadLimits,
  upload: { uploadId: number; rows: CheckedRows; metadata: EventMetadata },
): Promise<{ result: BulkUploadResult; position: Position }> {
  const { uploadId, rows, metadata } = upload;
  const streamName = userUploadStreamName(uploadId);
  const { created, failed } = await createAccounts(deps, limits, rows.accepted, {
    ...metadata,
    causationId: streamName,
  });
  const completed = await handleCommand({
    store: deps.store,
    streamName,
    decider: userUploadDecider,
    command: { type: 'CompleteUserUpload', uploadId, created, failed },
    metadata: { ...metadata, occurredAt: new Date().toISOString() },
  });
  return { result: resultOf(created, [...rows.rejected, ...failed]), position: completed.position! };
}

interface UploadLimits {
  hashing: ConcurrencyLimit;
  writing: ConcurrencyLimit;
}

async function createAccounts(
  deps: UserUploadsDeps,
  limits: UploadLimits,
  accepted: CheckedRows['accepted'],
  metadata: EventMetadata,
): Promise<{ created: number; failed: UploadLineError[] }> {
  let created = 0;
  const failed: UploadLineError[] = [];
  await Promise.all(
    accepted.map(async ({ line, request: { password, ...account } }) => {
      try {
        const passwordHash = await limits.hashing(() => hashPassword(password));
        await limits.writing(() =>
          writeUserAccount(
            deps,
            { ...account, passwordHash },
            { ...metadata, occurredAt: new Date().toISOString() },
          ),
        );
        created++;
      } catch (error) {
        // A name taken since the rows were checked is the row's error; anything else is ours.
        if (!(error instanceof DomainError))
          deps.logger.error({ err: error, line }, 'bulk upload row failed');
        failed.push({ line, reason: error instanceof DomainError ? error.message : 'Could not be created' });
      }
    }),
  );
  return { created, failed };
}

function resultOf(created: number, errors: UploadLineError[]): BulkUploadResult {
  const inLineOrder = [...errors].sort((a, b) => a.line - b.line);
  return {
    message: bulkUploadMessage(created, errors.length),
    created,
    errors: errors.length,
    errorDetails: inLineOrder.map(lineErrorText),
  };
}
