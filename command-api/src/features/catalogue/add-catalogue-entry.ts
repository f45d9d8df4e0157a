import {
  type AddRecommendedBookRequest,
  type AddSeeratModelRequest,
  canEditCatalogue,
  notAllowed,
  recommendedBookStreamName,
  seeratModelStreamName,
} from '@seerat/contracts';
import {
  type CatalogueEntryState,
  type RecommendedBookState,
  recommendedBookDecider,
  seeratModelDecider,
} from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';

/** Adding to the organisation's Seerat catalogue: anyone who edits cities (`canEditCatalogue`). */
function assertCatalogueEditor(actor: Actor): void {
  if (!canEditCatalogue(actor.principal)) throw notAllowed();
}

export async function addSeeratModel(
  deps: CommandDeps,
  actor: Actor,
  request: AddSeeratModelRequest,
): Promise<CommandResult<CatalogueEntryState> & { modelId: number }> {
  assertCatalogueEditor(actor);
  const modelId = await deps.ids.next('seerat_model');
  const result = await handleCommand({
    store: deps.store,
    streamName: seeratModelStreamName(modelId),
    decider: seeratModelDecider,
    command: { type: 'AddSeeratModel', modelId, ...request },
    metadata: metadataOf(actor),
  });
  return { ...result, modelId };
}

export async function addRecommendedBook(
  deps: CommandDeps,
  actor: Actor,
  request: AddRecommendedBookRequest,
): Promise<CommandResult<CatalogueEntryState> & { bookId: number }> {
  assertCatalogueEditor(actor);
  const bookId = await deps.ids.next('recommended_book');
  const result = await handleCommand({
    store: deps.store,
    streamName: recommendedBookStreamName(bookId),
    decider: recommendedBookDecider,
    command: { type: 'AddRecommendedBook', bookId, ...request },
    metadata: metadataOf(actor),
  });
  return { ...result, bookId };
}

/** Deactivating a recommended book, or activating it again: the catalogue's editors, as adding. */
export async function setRecommendedBookActive(
  deps: CommandDeps,
  actor: Actor,
  bookId: number,
  isActive: boolean,
): Promise<CommandResult<RecommendedBookState>> {
  assertCatalogueEditor(actor);
  return handleCommand({
    store: deps.store,
    streamName: recommendedBookStreamName(bookId),
    decider: recommendedBookDecider,
    command: { type: 'SetRecommendedBookActive', bookId, isActive },
    metadata: metadataOf(actor),
  });
}
