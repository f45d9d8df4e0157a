import { READING_STATUS_LABELS, type ReadingProgressEntry } from '@seerat/contracts';
import { useReadingProgress } from '../../lib/queries/get-reading-progress';
import { Badge } from '../ui/badge';
import { EmptyState } from '../ui/empty-state';
import { BlockError, BlockLoading } from '../ui/query-states';
import { StarRating } from './star-rating';

/** A user's tracked books, read-only: the profile details' Reading Progress. */
export function ReadingProgressSummary({ userId }: { userId: number }) {
  const progress = useReadingProgress(userId);
  if (progress.isPending) return <BlockLoading label="Loading reading progress" />;
  if (progress.isError) {
    return (
      <BlockError
        title="Failed to load reading progress"
        error={progress.error}
        onRetry={() => progress.refetch()}
      />
    );
  }
  return <ReadingEntries entries={progress.data} />;
}

/** Tracked books as the profile shows them: title, status, percentage and stars; now or then. */
export function ReadingEntries({ entries }: { entries: ReadingProgressEntry[] }) {
  if (entries.length === 0) return <EmptyState>No reading data available.</EmptyState>;
  return (
    <ul className="grid max-h-80 gap-2 overflow-y-auto">
      {entries.map((entry) => (
        <li key={entry.bookId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="min-w-0">{entry.title}</span>
          <span className="flex items-center gap-2">
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
            <span className="text-slate-600">{entry.progressPercentage}%</span>
            {entry.rating !== null && <StarRating rating={entry.rating} />}
          </span>
        </li>
      ))}
    </ul>
  );
}
