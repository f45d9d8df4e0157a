import { z } from 'zod';
import { entityId } from '../common/fields';

/** Domain events of the Seerat catalogue: one stream per Seerat model and per recommended book. */
export const seeratModelAddedSchema = z.object({
  modelId: entityId,
  modelName: z.string(),
  priority: z.number().int(),
});
export const recommendedBookAddedSchema = z.object({
  bookId: entityId,
  title: z.string(),
  author: z.string(),
  category: z.string(),
  priority: z.number().int(),
  description: z.string().nullable(),
});

/** A book taken out of the lists that offer books (`isActive: false`), or put back. */
export const recommendedBookActivationChangedSchema = z.object({ bookId: entityId, isActive: z.boolean() });

export type CatalogueEvent =
  | { type: 'SeeratModelAdded'; data: z.infer<typeof seeratModelAddedSchema> }
  | { type: 'RecommendedBookAdded'; data: z.infer<typeof recommendedBookAddedSchema> }
  | {
      type: 'RecommendedBookActivationChanged';
      data: z.infer<typeof recommendedBookActivationChangedSchema>;
    };

export const seeratModelStreamName = (modelId: number) => `seerat-model-${modelId}`;
export const recommendedBookStreamName = (bookId: number) => `recommended-book-${bookId}`;
/** Records, once, that the default Seerat books were added on first start. */
export const CATALOGUE_BOOTSTRAP_STREAM = 'catalogue-bootstrap';
/**
 * The one event of `CATALOGUE_BOOTSTRAP_STREAM`: the ids the default books take, in the order of
 * `DEFAULT_RECOMMENDED_BOOKS`, recorded before any of them is added. Read models ignore it.
 */
export const defaultRecommendedBooksPlannedSchema = z.object({ bookIds: z.array(entityId) });
