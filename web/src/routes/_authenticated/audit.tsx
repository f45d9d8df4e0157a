import { activityQuerySchema } from '@seerat/contracts';
import { createFileRoute, Link } from '@tanstack/react-router';
import { activityQueryOptions } from '../../features/audit/api/get-activity';
import { ActivityPage, entityName } from '../../features/audit/components/activity-page';

/** The filters and the page (`before`) in the address: a view of the feed is a link to share. */
const searchSchema = activityQuerySchema.omit({ limit: true }).partial();

export const Route = createFileRoute('/_authenticated/audit')({
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(activityQueryOptions(deps)),
  component: AuditRoute,
});

function AuditRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ActivityPage
      filters={filters}
      onFilters={(next) => void navigate({ search: next })}
      entityLink={(entry) => {
        // Cities and zones open as of the change; the others are named.
        if (entry.entityType === 'cities') {
          return (
            <Link
              to="/cities/$cityId"
              params={{ cityId: entry.entityId }}
              search={{ asOf: entry.createdAt }}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {entityName(entry)}
            </Link>
          );
        }
        if (entry.entityType === 'zones') {
          return (
            <Link
              to="/zones/$zoneId"
              params={{ zoneId: entry.entityId }}
              search={{ asOf: entry.createdAt }}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {entityName(entry)}
            </Link>
          );
        }
        return entityName(entry);
      }}
    />
  );
}
