import type { CatalogueEvent } from '@seerat/contracts';
import { conflicting, notFound } from '@seerat/contracts';
import type { Decider } from '../decider';

type SeeratModelAdded = Extract<CatalogueEvent, { type: 'SeeratModelAdded' }>;
type RecommendedBookAdded = Extract<CatalogueEvent, { type: 'RecommendedBookAdded' }>;
type RecommendedBookEvent = Extract<
  CatalogueEvent,
  { type: 'RecommendedBookAdded' | 'RecommendedBookActivationChanged' }
>;

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
export type SetRecommendedBookActive = {
  type: 'SetRecommendedBookActive';
  bookId: number;
  isActive: boolean;
};

/** A book as added, and whether it is offered (a deactivated book keeps its history and readers). */
export interface RecommendedBookState extends CatalogueEntryState<RecommendedBookAdded['data']> {
  isActive: boolean;
}

export const RECOMMENDED_BOOK_NOT_FOUND = 'Recommended book not found';

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
  RecommendedBookState,
  AddRecommendedBook | SetRecommendedBookActive,
  RecommendedBookEvent
> = {
  initialState: () => ({ exists: false, entry: null, isActive: false }),
  evolve: (state, event) =>
    event.type === 'RecommendedBookAdded'
      ? { exists: true, entry: event.data, isActive: true }
      : { ...state, isActive: event.data.isActive },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddRecommendedBook': {
        if (state.exists) throw conflicting('Recommended book already exists');
        const { type: _command, ...data } = command;
        return [{ type: 'RecommendedBookAdded', data }];
      }
      case 'SetRecommendedBookActive': {
        if (!state.exists) throw notFound(RECOMMENDED_BOOK_NOT_FOUND);
        // Asking for the state it is already in changes nothing, and records nothing.
        if (state.isActive === command.isActive) return [];
        return [
          {
            type: 'RecommendedBookActivationChanged',
            data: { bookId: command.bookId, isActive: command.isActive },
          },
        ];
      }
    }
  },
};
