import type { CatalogueEvent } from '@seerat/contracts';
import { conflicting, type Decider } from '@seerat/contracts';

/**
 * Each Seerat model and each recommended book is its own small stream (`seerat-model-<id>`,
 * `recommended-book-<id>`): adding one is its only command so far, and an id is added once.
 */
export interface CatalogueEntryState {
  exists: boolean;
}

type SeeratModelAdded = Extract<CatalogueEvent, { type: 'SeeratModelAdded' }>;
type RecommendedBookAdded = Extract<CatalogueEvent, { type: 'RecommendedBookAdded' }>;

export type AddSeeratModel = { type: 'AddSeeratModel' } & SeeratModelAdded['data'];
export type AddRecommendedBook = { type: 'AddRecommendedBook' } & RecommendedBookAdded['data'];

const initialState = (): CatalogueEntryState => ({ exists: false });
const evolve = (): CatalogueEntryState => ({ exists: true });

export const seeratModelDecider: Decider<CatalogueEntryState, AddSeeratModel, SeeratModelAdded> = {
  initialState,
  evolve,
  decide: ({ type: _command, ...data }, state) => {
    if (state.exists) throw conflicting('Seerat model already exists');
    return [{ type: 'SeeratModelAdded', data }];
  },
};

export const recommendedBookDecider: Decider<CatalogueEntryState, AddRecommendedBook, RecommendedBookAdded> =
  {
    initialState,
    evolve,
    decide: ({ type: _command, ...data }, state) => {
      if (state.exists) throw conflicting('Recommended book already exists');
      return [{ type: 'RecommendedBookAdded', data }];
    },
  };
