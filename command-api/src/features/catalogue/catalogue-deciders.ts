import type { CatalogueEvent } from '@seerat/contracts';
import { conflicting, type Decider } from '@seerat/contracts';

type SeeratModelAdded = Extract<CatalogueEvent, { type: 'SeeratModelAdded' }>;
type RecommendedBookAdded = Extract<CatalogueEvent, { type: 'RecommendedBookAdded' }>;

/**
 * Each Seerat model and each recommended book is its own small stream (`seerat-model-<id>`,
 * `recommended-book-<id>`): adding one is its only command so far, and an id is added once. The
 * state keeps the entry as added, so the entry read as of a moment is this same fold's.
 */
export interface CatalogueEntryState<Entry = unknown> {
  exists: boolean;
  entry: Entry | null;
}

export type AddSeeratModel = { type: 'AddSeeratModel' } & SeeratModelAdded['data'];
export type AddRecommendedBook = { type: 'AddRecommendedBook' } & RecommendedBookAdded['data'];

const initialState = () => ({ exists: false, entry: null });
const evolve = <Entry>(_state: CatalogueEntryState<Entry>, event: { data: Entry }) => ({
  exists: true,
  entry: event.data,
});

export const seeratModelDecider: Decider<
  CatalogueEntryState<SeeratModelAdded['data']>,
  AddSeeratModel,
  SeeratModelAdded
> = {
  initialState,
  evolve,
  decide: ({ type: _command, ...data }, state) => {
    if (state.exists) throw conflicting('Seerat model already exists');
    return [{ type: 'SeeratModelAdded', data }];
  },
};

export const recommendedBookDecider: Decider<
  CatalogueEntryState<RecommendedBookAdded['data']>,
  AddRecommendedBook,
  RecommendedBookAdded
> = {
  initialState,
  evolve,
  decide: ({ type: _command, ...data }, state) => {
    if (state.exists) throw conflicting('Recommended book already exists');
    return [{ type: 'RecommendedBookAdded', data }];
  },
};
