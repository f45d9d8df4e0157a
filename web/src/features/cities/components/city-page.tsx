import type { City } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/notices/page-spinner';
import { buttonClassNames } from '../../../components/ui/button';
import { useCity } from '../api/get-city';
import { type CityAccess, useCityAccess } from '../city-access';
import { CityDetail } from './city-detail';
import { CityEditView } from './city-edit-view';
import type { CityPeople } from './city-general-info';

type CityPageProps = {
  /** `null` when the address holds no whole number. */
  cityId: number | null;
  editing: boolean;
  onEdit: () => void;
  onEditClosed: () => void;
  /** The cards other features show about the city, which the route brings. */
  relatedCards: (cityId: number, access: CityAccess) => ReactNode;
  /** What the profile features show of the city's people, which the route brings. */
  people: (city: City) => CityPeople;
  /** The events feature's cards about the city, which the route brings. */
  eventCards: (city: City) => ReactNode;
  /** The city's Seerat model checks, which their own feature draws and the route brings. */
  seeratModelChecks: (cityId: number, access: CityAccess) => ReactNode;
};

/** `/cities/{id}`: the city's page, or its edit form in place of the page. */
export function CityPage({ cityId, ...props }: CityPageProps) {
  if (cityId === null) return <CityNotFound />;
  return <LoadedCityPage cityId={cityId} {...props} />;
}

function LoadedCityPage({
  cityId,
  editing,
  onEdit,
  onEditClosed,
  relatedCards,
  people,
  eventCards,
  seeratModelChecks,
}: CityPageProps & { cityId: number }) {
  const city = useCity(cityId);
  const access = useCityAccess(city.data ?? null);
  if (city.isPending) return <PageSpinner />;
  // Absent, out of the user's scope or unreachable: the spec shows only "City not found".
  if (city.isError) return <CityNotFound />;
  // An address with `?edit=1` opens no form for someone who may not change the city.
  if (editing && access.canWrite) return <CityEditView city={city.data} onClose={onEditClosed} />;
  return (
    <CityDetail
      city={city.data}
      onEdit={onEdit}
      relatedCards={relatedCards(cityId, access)}
      people={people(city.data)}
      eventCards={eventCards(city.data)}
      seeratModelChecks={seeratModelChecks(cityId, access)}
    />
  );
}

function CityNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <MapPinOff aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">City not found</h1>
      <Link to="/dashboard" className={buttonClassNames({ variant: 'outline', className: 'mt-6' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Cities
      </Link>
    </div>
  );
}
