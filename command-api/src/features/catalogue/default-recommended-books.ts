import { randomBytes } from 'node:crypto';
import {
  CATALOGUE_BOOTSTRAP_STREAM,
  DEFAULT_RECOMMENDED_BOOKS,
  DomainError,
  defaultRecommendedBooksPlannedSchema,
  type EventMetadata,
  recommendedBookStreamName,
  SYSTEM_USER,
} from '@seerat/contracts';
import { recommendedBookDecider } from '@seerat/domain';
import { type EventStore, StreamConflictError } from '@seerat/eventstore';
import type { Logger } from '@seerat/platform';
import { handleCommand } from '../../commands/handle-command';
import type { IdAllocator } from '../../ids/id-allocator';

export interface DefaultRecommendedBooksOptions {
  store: EventStore;
  ids: IdAllocator;
  logger: Logger;
}

/**
 * On first start the catalogue gets the well-known Seerat books, added by the System user, once.
 * The ids they take are recorded first in `catalogue-bootstrap` (appended with "no stream"):
 * replicas starting together all follow the one plan that won, and a start interrupted half-way
 * adds the missing books on the next start. Each book stream is written only if it is absent, so
 * running this again changes nothing.
 */
export async function ensureDefaultRecommendedBooks(options: DefaultRecommendedBooksOptions): Promise<void> {
  const metadata: EventMetadata = {
    ...SYSTEM_USER,
    correlationId: `bootstrap-${randomBytes(6).toString('hex')}`,
    occurredAt: new Date().toISOString(),
  };
  const bookIds = await plannedBookIds(options, metadata);
  let added = 0;
  for (const [index, book] of DEFAULT_RECOMMENDED_BOOKS.entries()) {
    const bookId = bookIds[index];
    if (bookId === undefined) continue;
    try {
      await handleCommand({
        store: options.store,
        streamName: recommendedBookStreamName(bookId),
        decider: recommendedBookDecider,
        command: {
          type: 'AddRecommendedBook',
          bookId,
          ...book,
          category: 'seerat',
          priority: 1,
          description: null,
        },
        metadata,
      });
      added++;
    } catch (error) {
      // Added already, by an earlier start or by a replica starting beside this one.
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
  if (added > 0) options.logger.info({ added }, 'recorded the default Seerat books');
}

async function plannedBookIds(options: DefaultRecommendedBooksOptions, metadata: EventMetadata) {
  const planned = await readPlan(options.store);
  if (planned) return planned;
  const bookIds: number[] = [];
  for (const _book of DEFAULT_RECOMMENDED_BOOKS) bookIds.push(await options.ids.next('recommended_book'));
  try {
    await options.store.append(
      CATALOGUE_BOOTSTRAP_STREAM,
      [{ id: crypto.randomUUID(), type: 'DefaultRecommendedBooksPlanned', data: { bookIds }, metadata }],
      'no_stream',
    );
    return bookIds;
  } catch (error) {
    if (!(error instanceof StreamConflictError)) throw error;
    // Another replica planned first: follow its plan (the ids taken here stay unused).
    const winner = await readPlan(options.store);
    if (!winner) throw error;
    return winner;
  }
}

async function readPlan(store: EventStore): Promise<number[] | null> {
  const [plan] = await store.readStream(CATALOGUE_BOOTSTRAP_STREAM, { maxCount: 1 });
  return plan ? defaultRecommendedBooksPlannedSchema.parse(plan.data).bookIds : null;
}
