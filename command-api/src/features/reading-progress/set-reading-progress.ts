import {
  presentFields,
  READING_PROGRESS_FIELDS,
  type ReadingProgressFields,
  readingProgressStreamName,
  type SetReadingProgressRequest,
} from '@seerat/contracts';
import { type ReadingProgressState, readingProgressDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { assertRecommendedBook, authorizeReadingOf } from './reading-progress-access';

/** Setting a book's status, percentage, pages, dates, notes or rating; an unticked book is added first. */
export async function setReadingProgress(
  deps: CommandDeps,
  actor: Actor,
  input: { userId: number; bookId: number; request: SetReadingProgressRequest },
): Promise<CommandResult<ReadingProgressState>> {
  await authorizeReadingOf(deps, actor, input.userId, 'write');
  await assertRecommendedBook(deps, input.bookId);
  const patch = presentFields<ReadingProgressFields>(input.request, READING_PROGRESS_FIELDS);
  return handleCommand({
    store: deps.store,
    streamName: readingProgressStreamName(input.userId),
    decider: readingProgressDecider,
    command: { type: 'SetReadingProgress', userId: input.userId, bookId: input.bookId, patch },
    metadata: metadataOf(actor),
  });
}
