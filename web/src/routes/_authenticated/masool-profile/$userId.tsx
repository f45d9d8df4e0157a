import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AsOfAddressProvider } from '../../../components/history/as-of-address';
import { PageNotFound } from '../../../components/notices/page-not-found';
import { masoolProfileQueryOptions } from '../../../features/masool-profiles/api/get-masool-profile';
import { MasoolProfilePage } from '../../../features/masool-profiles/components/masool-profile-page';

const userIdSchema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().positive());

/** `?asOf=<ISO instant>` shows the profile as it stood then: a moment of the past has its own address. */
const searchSchema = z.object({ asOf: z.iso.datetime({ offset: true }).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/masool-profile/$userId')({
  params: {
    parse: ({ userId }) => ({ userId: userIdSchema.safeParse(userId).data ?? null }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context, params: { userId } }) =>
    userId === null ? undefined : void context.queryClient.prefetchQuery(masoolProfileQueryOptions(userId)),
  component: MasoolProfileRoute,
});

function MasoolProfileRoute() {
  const { userId } = Route.useParams();
  const { asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (userId === null) return <PageNotFound />;
  return (
    <AsOfAddressProvider value={{ asOf, onAsOf: (at) => void navigate({ search: { asOf: at } }) }}>
      <MasoolProfilePage key={userId} userId={userId} />
    </AsOfAddressProvider>
  );
}
