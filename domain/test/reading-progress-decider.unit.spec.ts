import type { ReadingProgressEvent } from '@seerat/contracts';
import { describe, it } from 'vitest';
import { readingProgressDecider } from '../src/reading-progress/reading-progress-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(readingProgressDecider);
const added: ReadingProgressEvent = { type: 'ReadingBookAdded', data: { userId: 5, bookId: 2 } };
const updated = (changes: Record<string, { from: unknown; to: unknown }>): ReadingProgressEvent => ({
  type: 'ReadingProgressUpdated',
  data: { userId: 5, bookId: 2, changes },
});

describe('reading progress decider', () => {
  it('adds a ticked book as not started; ticking it again changes nothing', () => {
    spec.given([]).when({ type: 'AddReadingBook', userId: 5, bookId: 2 }).thenEmits([added]);
    spec.given([added]).when({ type: 'AddReadingBook', userId: 5, bookId: 2 }).thenNothingHappened();
  });

  it('sets status, percentage and rating, adding an unticked book first', () => {
    const patch = { status: 'completed' as const, progressPercentage: 100, rating: 4 };
    const changes = {
      status: { from: 'not_started', to: 'completed' },
      progressPercentage: { from: 0, to: 100 },
      rating: { from: null, to: 4 },
    };
    spec
      .given([])
      .when({ type: 'SetReadingProgress', userId: 5, bookId: 2, patch })
      .thenEmits([added, updated(changes)]);
    spec
      .given([added])
      .when({ type: 'SetReadingProgress', userId: 5, bookId: 2, patch })
      .thenEmits([updated(changes)]);
  });

  it('lets the status change freely back and forth, the progress following it', () => {
    const done = updated({
      status: { from: 'not_started', to: 'completed' },
      progressPercentage: { from: 0, to: 100 },
    });
    spec
      .given([added])
      .when({ type: 'SetReadingProgress', userId: 5, bookId: 2, patch: { status: 'completed' } })
      .thenEmits([done]);
    // Back to reading: no longer 100%, which would say the book is finished.
    spec
      .given([added, done])
      .when({ type: 'SetReadingProgress', userId: 5, bookId: 2, patch: { status: 'currently_reading' } })
      .thenEmits([
        updated({
          status: { from: 'completed', to: 'currently_reading' },
          progressPercentage: { from: 100, to: 0 },
        }),
      ]);
  });

  it('takes a percentage as given, and keeps it when reading starts', () => {
    const reading = updated({
      status: { from: 'not_started', to: 'currently_reading' },
      progressPercentage: { from: 0, to: 40 },
    });
    spec
      .given([added])
      .when({
        type: 'SetReadingProgress',
        userId: 5,
        bookId: 2,
        patch: { status: 'currently_reading', progressPercentage: 40 },
      })
      .thenEmits([reading]);
    spec
      .given([added, reading])
      .when({ type: 'SetReadingProgress', userId: 5, bookId: 2, patch: { progressPercentage: 65 } })
      .thenEmits([updated({ progressPercentage: { from: 40, to: 65 } })]);
  });

  it('refuses a current page past the total and a completion before the start', () => {
    spec
      .given([added])
      .when({
        type: 'SetReadingProgress',
        userId: 5,
        bookId: 2,
        patch: { currentPage: 300, totalPages: 200 },
      })
      .thenThrows('invalid', 'Must not be more than the total pages');
    spec
      .given([added])
      .when({
        type: 'SetReadingProgress',
        userId: 5,
        bookId: 2,
        patch: { startDate: '2025-05-02', completionDate: '2025-05-01' },
      })
      .thenThrows('invalid', 'Must not be before the start date');
  });

  it('removes an unticked book with its progress; unticking a book not in the list changes nothing', () => {
    const removed: ReadingProgressEvent = { type: 'ReadingBookRemoved', data: { userId: 5, bookId: 2 } };
    spec.given([added]).when({ type: 'RemoveReadingBook', userId: 5, bookId: 2 }).thenEmits([removed]);
    spec
      .given([added, removed])
      .when({ type: 'RemoveReadingBook', userId: 5, bookId: 2 })
      .thenNothingHappened();
  });

  it('starts a book ticked again after removal from not started', () => {
    const removed: ReadingProgressEvent = { type: 'ReadingBookRemoved', data: { userId: 5, bookId: 2 } };
    const rated = updated({ rating: { from: null, to: 5 } });
    spec
      .given([added, rated, removed])
      .when({ type: 'SetReadingProgress', userId: 5, bookId: 2, patch: { rating: 5 } })
      .thenEmits([added, rated]);
  });
});
