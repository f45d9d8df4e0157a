import type { RecommendedBook, SeeratModel } from '@seerat/contracts';
import type { CatalogueEntryState, RecommendedBookState } from '@seerat/domain';
import type { FoldedStream } from '../audit/folded-stream';

type ModelAdded = Omit<SeeratModel, 'id'> & { modelId: number };

/** A Seerat model as `GET /api/seerat-models` lists it, as added. */
export async function seeratModelAsOf(
  _knex: unknown,
  folded: FoldedStream<CatalogueEntryState<ModelAdded>>,
): Promise<SeeratModel> {
  const { modelName, priority } = folded.state.entry!;
  return { id: folded.id, modelName, priority };
}

/** A recommended book as `GET /api/recommended-books` lists it: as added, active or not then. */
export async function recommendedBookAsOf(
  _knex: unknown,
  folded: FoldedStream<RecommendedBookState>,
): Promise<RecommendedBook> {
  const { title, author, category, priority, description } = folded.state.entry!;
  return { id: folded.id, title, author, category, priority, description, isActive: folded.state.isActive };
}
