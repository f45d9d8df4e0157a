import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AsOfAddressProvider } from '../../../components/history/as-of-address';
import { PageNotFound } from '../../../components/notices/page-not-found';
import { ReadingListAsOf } from '../../../components/profiles/reading-list-as-of';
import { AsOfHistorySlot, EntityAsOfView } from '../../../features/audit/components/as-of-history';
import { masoolProfileQueryOptions } from '../../../features/masool-profiles/api/get-masool-profile';
import { MasoolProfilePage } from '../../../features/masool-profiles/components/masool-profile-page';
import { asOfSearch, pathId } from '../../../lib/route-search';

/**
 * `?asOf=<ISO instant>` shows the profile as it stood then; `?readingAsOf=` the user's reading list
 * (one per user, named by the path) in place of the profile. A moment of the past has an address.
 */
const searchSchema = z.object({
  asOf: asOfSearch,
  readingAsOf: asOfSearch,
});

const READING_AS_OF = { 'reading-progress': 'Reading list as of this moment' } as const;

export const Route = createFileRoute('/_authenticated/masool-profile/$userId')({
  params: {
    parse: ({ userId }) => ({ userId: pathId(userId) }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context, params: { userId } }) =>
    userId === null ? undefined : void context.queryClient.prefetchQuery(masoolProfileQueryOptions(userId)),
  component: MasoolProfileRoute,
});

function MasoolProfileRoute() {
  const { userId } = Route.useParams();
  const { asOf, readingAsOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (userId === null) return <PageNotFound />;
  const viewReadingAsOf = (_entity: 'reading-progress', _readerId: number, at: string) =>
    void navigate({ search: { readingAsOf: at } });
  if (readingAsOf)
    return (
      <EntityAsOfView
        entity="reading-progress"
        entityId={userId}
        at={readingAsOf}
        title={READING_AS_OF['reading-progress']}
        past={(at) => <ReadingListAsOf userId={userId} at={at} />}
        onView={viewReadingAsOf}
        onBackToNow={() => void navigate({ search: {} })}
      />
    );
  return (
    <AsOfAddressProvider value={{ asOf, onAsOf: (at) => void navigate({ search: { asOf: at } }) }}>
      <AsOfHistorySlot titles={READING_AS_OF} onView={viewReadingAsOf}>
        <MasoolProfilePage key={userId} userId={userId} />
      </AsOfHistorySlot>
    </AsOfAddressProvider>
  );
}
