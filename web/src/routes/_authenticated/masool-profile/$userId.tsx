import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageNotFound } from '../../../components/notices/page-not-found';
import { AsOfHistorySlot, EntityAsOfView } from '../../../features/audit/components/as-of-history';
import { masoolProfileQueryOptions } from '../../../features/masool-profiles/api/get-masool-profile';
import { MasoolProfilePage } from '../../../features/masool-profiles/components/masool-profile-page';

const userIdSchema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().positive());

/**
 * `?asOf=<ISO instant>` shows the user's reading list (one per user, named by the path) as it
 * stood then in place of the profile, so a moment of the past has an address.
 */
const profileSearchSchema = z.object({
  asOf: z.iso.datetime({ offset: true }).optional().catch(undefined),
});

const READING_AS_OF = { 'reading-progress': 'Reading list as of this moment' } as const;

export const Route = createFileRoute('/_authenticated/masool-profile/$userId')({
  params: {
    parse: ({ userId }) => ({ userId: userIdSchema.safeParse(userId).data ?? null }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  validateSearch: (search) => profileSearchSchema.parse(search),
  loader: ({ context, params: { userId } }) =>
    userId === null ? undefined : void context.queryClient.prefetchQuery(masoolProfileQueryOptions(userId)),
  component: MasoolProfileRoute,
});

function MasoolProfileRoute() {
  const { userId } = Route.useParams();
  const { asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (userId === null) return <PageNotFound />;
  const viewAsOf = (_entity: 'reading-progress', _readerId: number, at: string) =>
    void navigate({ search: { asOf: at } });
  if (asOf)
    return (
      <EntityAsOfView
        entity="reading-progress"
        entityId={userId}
        at={asOf}
        title={READING_AS_OF['reading-progress']}
        onView={viewAsOf}
        onBackToNow={() => void navigate({ search: {} })}
      />
    );
  return (
    <AsOfHistorySlot titles={READING_AS_OF} onView={viewAsOf}>
      <MasoolProfilePage key={userId} userId={userId} />
    </AsOfHistorySlot>
  );
}
