import type { City } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { CityStatusBadge } from '../../../components/badges/city-status-badge';
import { UrduText } from '../../../components/text/urdu-text';
import { Button, buttonClassNames } from '../../../components/ui/button';
import { useCityAccess } from '../city-access';
import { CityCampusInfo } from './city-campus-info';
import { CityCatalogueCards } from './city-catalogue-cards';
import { CityGeneralInfo, type CityPeople } from './city-general-info';
import { CityPerformanceMetrics } from './city-performance-metrics';
import { SubCitiesCard } from './sub-cities-card';

type CityDetailProps = {
  city: City;
  onEdit: () => void;
  /** The cards other features show about the city (its qabails, its history), last on the page. */
  relatedCards: ReactNode;
  people: CityPeople;
  /** The events feature's cards about the city (Event News, the ticker), which the route brings. */
  eventCards: ReactNode;
  /** The city's Seerat model checks, shown in the Seerat Model card, which the route brings. */
  seeratModelChecks: ReactNode;
};

/** Everything known about one city, card by card. */
export function CityDetail({
  city,
  onEdit,
  relatedCards,
  people,
  eventCards,
  seeratModelChecks,
}: CityDetailProps) {
  const access = useCityAccess(city);
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <Link
        to="/dashboard"
        className={buttonClassNames({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Cities
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{city.name}</h1>
            <CityStatusBadge status={city.status} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-500">
            {city.nameUrdu && <UrduText className="text-base text-slate-700">{city.nameUrdu}</UrduText>}
            <span>
              Zone:{' '}
              <Link
                to="/zones/$zoneId"
                params={{ zoneId: city.zoneId }}
                className="font-medium text-brand-700 hover:underline"
              >
                {city.zoneName}
              </Link>
            </span>
          </p>
        </div>
        {access.canWrite && (
          <Button onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Update City
          </Button>
        )}
      </header>
      {eventCards}
      <CityGeneralInfo city={city} canWrite={access.canWrite} people={people} />
      {city.campusActive && <CityCampusInfo city={city} />}
      <CityPerformanceMetrics city={city} canReadEvents={access.canReadEvents} />
      <CityCatalogueCards cityId={city.id} seeratModelChecks={seeratModelChecks} />
      <SubCitiesCard cityId={city.id} />
      {relatedCards}
    </div>
  );
}
