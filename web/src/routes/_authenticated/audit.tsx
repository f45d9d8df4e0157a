import { type ActivityEntry, activityFiltersSchema } from '@seerat/contracts';
import { createFileRoute, Link } from '@tanstack/react-router';
import { activityQueryOptions } from '../../features/audit/api/get-activity';
import { ActivityPage, entityName } from '../../features/audit/components/activity-page';
import { ENTITY_AS_OF_ADDRESS } from './-entity-as-of-address';

/** The filters in the address: a view of the feed is a link to share. */
const searchSchema = activityFiltersSchema.partial();

export const Route = createFileRoute('/_authenticated/audit')({
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchInfiniteQuery(activityQueryOptions(deps)),
  component: AuditRoute,
});

function AuditRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ActivityPage
      filters={filters}
      onFilters={(next) => void navigate({ search: next })}
      entityLink={(entry) => <EntityAsOfLink entry={entry} />}
    />
  );
}

/** The entity as it stood right after the change, on its own screen. */
function EntityAsOfLink({ entry }: { entry: ActivityEntry }) {
  const address = ENTITY_AS_OF_ADDRESS[entry.entityType](entry.entityId, entry.createdAt);
  return (
    <Link
      {...address}
      className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2"
    >
      {entityName(entry)}
    </Link>
  );
}
