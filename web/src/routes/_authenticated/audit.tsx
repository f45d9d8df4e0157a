import { type ActivityEntry, activityQuerySchema } from '@seerat/contracts';
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
      entityLink={(entry) => <EntityAsOfLink entry={entry} />}
    />
  );
}

const LINK_CLASS = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * The entity as it stood right after the change, where its screen has an address for it: a city or
 * zone page, a qabail's or an event's details over their list. The others are named.
 */
function EntityAsOfLink({ entry }: { entry: ActivityEntry }) {
  const name = entityName(entry);
  const asOf = entry.createdAt;
  switch (entry.entityType) {
    case 'cities':
      return (
        <Link
          to="/cities/$cityId"
          params={{ cityId: entry.entityId }}
          search={{ asOf }}
          className={LINK_CLASS}
        >
          {name}
        </Link>
      );
    case 'zones':
      return (
        <Link
          to="/zones/$zoneId"
          params={{ zoneId: entry.entityId }}
          search={{ asOf }}
          className={LINK_CLASS}
        >
          {name}
        </Link>
      );
    case 'qabails':
      return (
        <Link to="/qabails" search={{ id: entry.entityId, asOf }} className={LINK_CLASS}>
          {name}
        </Link>
      );
    case 'events':
      return (
        <Link to="/events" search={{ view: entry.entityId, asOf }} className={LINK_CLASS}>
          {name}
        </Link>
      );
    default:
      return name;
  }
}
