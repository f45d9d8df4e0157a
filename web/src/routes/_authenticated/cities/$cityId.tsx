import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageSpinner } from '../../../components/notices/page-spinner';
import { Card, CardContent } from '../../../components/ui/card';
import { auditHistoryQueryOptions } from '../../../features/audit/api/get-audit-history';
import { AsOfBanner, ViewAsOfControl, ViewAsOfLink } from '../../../features/audit/components/as-of-view';
import { ChangeHistoryPanel } from '../../../features/audit/components/change-history-panel';
import { CityAuditTabs } from '../../../features/audit/components/city-audit-tabs';
import { childCitiesQueryOptions } from '../../../features/cities/api/get-child-cities';
import { cityQueryOptions } from '../../../features/cities/api/get-city';
import { cityLibraryBooksQueryOptions } from '../../../features/cities/api/get-city-library-books';
import { citySeeratModelsQueryOptions } from '../../../features/cities/api/get-city-seerat-models';
import { CityAsOfDetail } from '../../../features/cities/components/city-as-of-detail';
import { CityPage } from '../../../features/cities/components/city-page';
import { CityEventCards } from '../../../features/gatherings/components/place-event-cards';
import { CityKarguzariActions } from '../../../features/karguzari/components/city-karguzari-actions';
import { CityKarguzariTab } from '../../../features/karguzari/components/city-karguzari-tab';
import { CityMasoolLink } from '../../../features/masool-profiles/components/city-masool-link';
import { CityMeetingList } from '../../../features/meetings/components/place-meeting-list';
import { CityQabailsCard } from '../../../features/qabails/components/city-qabails-card';
import { seeratModelChecksQueryOptions } from '../../../features/seerat-model-checks/api/get-seerat-model-checks';
import { CitySeeratModelChecks } from '../../../features/seerat-model-checks/components/city-seerat-model-checks';
import { CityTeamProfilesDialog } from '../../../features/team-profiles/components/city-team-profiles-dialog';
import { asOfSearch, pathId } from '../../../lib/route-search';

/** The id in the address, read as a whole number; anything else is no city at all. */

/**
 * `?edit=1` shows the edit form, so the browser's back button returns to the city. `?asOf=<ISO
 * instant>` shows the city as it stood then, so a moment of the past has an address of its own.
 */
const searchSchema = z.object({
  edit: z.literal(1).optional().catch(undefined),
  asOf: asOfSearch,
});

export const Route = createFileRoute('/_authenticated/cities/$cityId')({
  params: {
    parse: ({ cityId }) => ({ cityId: pathId(cityId) }),
    stringify: ({ cityId }) => ({ cityId: String(cityId) }),
  },
  validateSearch: (search) => searchSchema.parse(search),
  loader: async ({ context: { queryClient }, params: { cityId } }) => {
    if (cityId === null) return;
    const city = queryClient.ensureQueryData(cityQueryOptions(cityId));
    // The cards load these themselves; asking as soon as the city is known saves them a round trip
    // after the page draws. Only for a city that exists: for one that does not, each is one more 404.
    void city
      .then(() =>
        Promise.all([
          queryClient.prefetchQuery(citySeeratModelsQueryOptions(cityId)),
          queryClient.prefetchQuery(seeratModelChecksQueryOptions(cityId)),
          queryClient.prefetchQuery(cityLibraryBooksQueryOptions(cityId)),
          queryClient.prefetchQuery(childCitiesQueryOptions(cityId)),
          queryClient.prefetchInfiniteQuery(auditHistoryQueryOptions('cities', cityId)),
        ]),
      )
      .catch(() => undefined);
    // A city that cannot be fetched is shown as not found by the page, never as a route error.
    await city.catch(() => undefined);
  },
  pendingComponent: PageSpinner,
  component: CityRoute,
});

function CityRoute() {
  const { cityId } = Route.useParams();
  const { edit, asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  const viewAsOf = (at: string) => navigate({ search: { asOf: at } });
  if (cityId !== null && asOf) {
    return (
      <div className="grid min-w-0 gap-4">
        <AsOfBanner at={asOf} onBackToNow={() => navigate({ search: {} })} />
        <ViewAsOfControl onView={viewAsOf} />
        <CityAsOfDetail key={asOf} cityId={cityId} at={asOf} />
        <ChangeHistoryPanel
          entity="cities"
          entityId={cityId}
          rowAction={(entry) => <ViewAsOfLink at={entry.createdAt} onView={viewAsOf} />}
        />
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-4">
      <CityPage
        // A new city starts a fresh page: no edit form or dialog carries over from the last one.
        key={cityId}
        cityId={cityId}
        editing={edit === 1}
        onEdit={() => navigate({ search: { edit: 1 } })}
        // Replacing the form's entry keeps the back button from reopening a form already closed.
        onEditClosed={() => navigate({ search: {}, replace: true })}
        eventCards={(city) => <CityEventCards city={city} />}
        seeratModelChecks={(id, access) => <CitySeeratModelChecks cityId={id} canWrite={access.canWrite} />}
        people={(city) => ({
          teamProfiles: <CityTeamProfilesDialog cityId={city.id} cityName={city.name} />,
          masool: <CityMasoolLink city={city} />,
        })}
        relatedCards={(id, access) => (
          <>
            <CityQabailsCard cityId={id} />
            <CityAuditTabs
              cityId={id}
              rowAction={(entry) => <ViewAsOfLink at={entry.createdAt} onView={viewAsOf} />}
              meetings={<CityMeetingList cityId={id} />}
              karguzari={<CityKarguzariTab cityId={id} />}
              actions={(showHistory) => (
                <CityKarguzariActions cityId={id} canReport={access.canReport} onShowHistory={showHistory} />
              )}
            />
          </>
        )}
      />
      {cityId !== null && (
        <Card className="min-w-0">
          <CardContent>
            <ViewAsOfControl onView={viewAsOf} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
