import type { ReadingProgressEntry } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { asOfQueryOptions } from '../../lib/queries/get-as-of';
import { AsOfBlock } from '../history/as-of-block';
import { Card, CardContent, CardHeader } from '../ui/card';
import { ReadingEntries } from './reading-progress-summary';

/** `GET /api/reading-progress/{userId}/as-of?at=`: each book then listed, as the present read lists it. */
type ReadingListAsOf = { books: ReadingProgressEntry[] };

/**
 * A user's reading list as it stood at `at`, drawn as the profile draws the reading of now: each
 * tracked book with its status, percentage and stars, read only.
 */
export function ReadingListAsOf({ userId, at }: { userId: number; at: string }) {
  const past = useQuery(asOfQueryOptions<ReadingListAsOf>('reading-progress', userId, at));
  return (
    <Card className="min-w-0" aria-label="Reading list as of this moment">
      <CardHeader title="Reading Progress" />
      <CardContent className="grid gap-3">
        <AsOfBlock query={past}>{({ books }) => <ReadingEntries entries={books} />}</AsOfBlock>
      </CardContent>
    </Card>
  );
}
