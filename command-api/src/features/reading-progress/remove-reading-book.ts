import { readingProgressStreamName } from '@seerat/contracts';
import { type ReadingProgressState, readingProgressDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizeReadingOf } from './reading-progress-access';

/** Unticking a book removes it and its progress from the user's list (the history stays). */
export async function removeReadingBook(
  deps: CommandDeps,
  actor: Actor,
  input: { userId: number; bookId: number },
): Promise<CommandResult<ReadingProgressState>> {
  await authorizeReadingOf(deps, actor, input.userId, 'write');
  return handleCommand({
    store: deps.store,
    streamName: readingProgressStreamName(input.userId),
    decider: readingProgressDecider,
    command: { type: 'RemoveReadingBook', ...input },
    metadata: metadataOf(actor),
  });
}
