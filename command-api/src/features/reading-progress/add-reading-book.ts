import { readingProgressStreamName } from '@seerat/contracts';
import { type ReadingProgressState, readingProgressDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { assertRecommendedBook, authorizeReadingOf } from './reading-progress-access';

/** Ticking a recommended book: it joins the user's list as not_started (again ticked: nothing). */
export async function addReadingBook(
  deps: CommandDeps,
  actor: Actor,
  input: { userId: number; bookId: number },
): Promise<CommandResult<ReadingProgressState>> {
  await authorizeReadingOf(deps, actor, input.userId, 'write');
  await assertRecommendedBook(deps, input.bookId);
  return handleCommand({
    store: deps.store,
    streamName: readingProgressStreamName(input.userId),
    decider: readingProgressDecider,
    command: { type: 'AddReadingBook', ...input },
    metadata: metadataOf(actor),
  });
}
