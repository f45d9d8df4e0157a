import {
  MAX_RATING,
  NOT_STARTED_LABEL,
  READING_STATUS_LABELS,
  READING_STATUSES,
  type ReadingProgressEntry,
  type ReadingStatus,
  type RecommendedBook,
} from '@seerat/contracts';
import { useState } from 'react';
import { describeError } from '../../lib/api-client';
import { useReadingProgress } from '../../lib/queries/get-reading-progress';
import { useRecommendedBooks } from '../../lib/queries/get-recommended-books';
import {
  type SetReadingProgressRequest,
  useSetReadingProgress,
} from '../../lib/queries/set-reading-progress';
import { ChangeHistorySlot } from '../history/change-history-slot';
import { Badge } from '../ui/badge';
import { EmptyState } from '../ui/empty-state';
import { Input } from '../ui/input';
import { Progress } from '../ui/progress';
import { BlockError, BlockLoading } from '../ui/query-states';
import { Select } from '../ui/select';
import { useToast } from '../ui/toast-provider';
import { StarRating } from './star-rating';

/**
 * The profile page's Reading Progress tab: every recommended book with title, author, category,
 * priority, status, percentage and stars, or Not started; those who may change it set the status
 * and the rating in place. Whoever may read the list may read its Change History (the server
 * decides both alike), so it follows the list.
 */
export function ReadingProgressTab({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  const books = useRecommendedBooks();
  const progress = useReadingProgress(userId);
  if (books.isPending || progress.isPending) return <BlockLoading label="Loading reading progress" />;
  if (books.isError)
    return <BlockError title="Failed to load books" error={books.error} onRetry={() => books.refetch()} />;
  if (progress.isError) {
    return (
      <BlockError
        title="Failed to load reading progress"
        error={progress.error}
        onRetry={() => progress.refetch()}
      />
    );
  }
  if (books.data.length === 0) return <EmptyState>No reading data available.</EmptyState>;
  const byBook = new Map(progress.data.map((entry) => [entry.bookId, entry]));
  return (
    <>
      <ul className="grid gap-3">
        {books.data.map((book) => (
          <BookRow key={book.id} userId={userId} book={book} entry={byBook.get(book.id)} canEdit={canEdit} />
        ))}
      </ul>
      <ChangeHistorySlot entity="reading-progress" entityId={userId} />
    </>
  );
}

type BookRowProps = {
  userId: number;
  book: RecommendedBook;
  entry: ReadingProgressEntry | undefined;
  canEdit: boolean;
};

function BookRow({ userId, book, entry, canEdit }: BookRowProps) {
  const set = useSetReadingProgress(userId);
  const { toast } = useToast();
  const change = (request: SetReadingProgressRequest) =>
    set.mutate(
      { userId, bookId: book.id, request },
      {
        onError: (error) =>
          toast({ title: 'Error', description: describeError(error), variant: 'destructive' }),
      },
    );
  return (
    <li
      className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_auto]"
      aria-label={book.title}
    >
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{book.title}</p>
        <p className="text-sm text-slate-500">
          {book.author} · {book.category} · Priority {book.priority}
        </p>
        {entry ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Badge
              tone={
                entry.status === 'completed'
                  ? 'success'
                  : entry.status === 'currently_reading'
                    ? 'info'
                    : 'neutral'
              }
            >
              {READING_STATUS_LABELS[entry.status]}
            </Badge>
            <Progress
              value={entry.progressPercentage}
              aria-label={`${book.title} progress`}
              className="max-w-40"
            />
            <span className="text-sm text-slate-600">{entry.progressPercentage}%</span>
            {entry.rating !== null && <StarRating rating={entry.rating} />}
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-500 italic">{NOT_STARTED_LABEL}</p>
        )}
      </div>
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label={`Status of ${book.title}`}
            value={entry?.status ?? 'not_started'}
            disabled={set.isPending}
            onChange={(event) => {
              const status = event.target.value as ReadingStatus;
              // The server sets the progress the status implies (100% completed, 0% back to reading).
              change({ status });
            }}
            className="w-44"
          >
            {READING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {READING_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
          <PercentageInput
            key={entry?.progressPercentage ?? 0}
            label={`Progress of ${book.title} (%)`}
            value={entry?.progressPercentage ?? 0}
            disabled={set.isPending}
            onCommit={(progressPercentage) => change({ progressPercentage })}
          />
          <Select
            aria-label={`Rating of ${book.title}`}
            value={entry?.rating ?? ''}
            disabled={set.isPending}
            onChange={(event) => change({ rating: event.target.value ? Number(event.target.value) : null })}
            className="w-32"
          >
            <option value="">No rating</option>
            {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((rating) => (
              <option key={rating} value={rating}>
                {rating} {rating === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </Select>
        </div>
      )}
    </li>
  );
}

/**
 * How far into the book, as a percentage typed in (whole numbers, 0 to 100), sent when the field is
 * left or Enter pressed; anything else is marked invalid while typed and put back when left.
 */
function PercentageInput({
  label,
  value,
  disabled,
  onCommit,
}: {
  label: string;
  value: number;
  disabled: boolean;
  onCommit: (percentage: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const typed = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(typed) && typed >= 0 && typed <= 100;
  const commit = () => {
    if (valid && typed !== value) onCommit(typed);
    if (!valid) setText(String(value));
  };
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      max={100}
      step={1}
      aria-label={label}
      aria-invalid={!valid || undefined}
      title="A whole number from 0 to 100"
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      className="w-24"
    />
  );
}
