import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageNotFound } from '../../../components/notices/page-not-found';
import { masoolProfileQueryOptions } from '../../../features/masool-profiles/api/get-masool-profile';
import { AlimPage } from '../../../features/masool-profiles/components/alim-page';

const userIdSchema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().positive());

export const Route = createFileRoute('/_authenticated/masool-profile/$userId_/alim')({
  params: {
    parse: ({ userId }) => ({ userId: userIdSchema.safeParse(userId).data ?? null }),
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
