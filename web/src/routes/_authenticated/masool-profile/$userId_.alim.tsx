import { createFileRoute } from '@tanstack/react-router';
import { PageNotFound } from '../../../components/notices/page-not-found';
import { masoolProfileQueryOptions } from '../../../features/masool-profiles/api/get-masool-profile';
import { AlimPage } from '../../../features/masool-profiles/components/alim-page';
import { pathId } from '../../../lib/route-search';

export const Route = createFileRoute('/_authenticated/masool-profile/$userId_/alim')({
  params: {
    parse: ({ userId }) => ({ userId: pathId(userId) }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  loader: ({ context, params: { userId } }) =>
    userId === null ? undefined : void context.queryClient.prefetchQuery(masoolProfileQueryOptions(userId)),
  component: AlimRoute,
});

function AlimRoute() {
  const { userId } = Route.useParams();
  if (userId === null) return <PageNotFound />;
  return <AlimPage key={userId} userId={userId} />;
}
