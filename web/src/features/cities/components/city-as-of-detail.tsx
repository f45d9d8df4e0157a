import { Link } from '@tanstack/react-router';
import { CityStatusBadge } from '../../../components/badges/city-status-badge';
import { AsOfBlock } from '../../../components/history/as-of-block';
import { UrduText } from '../../../components/text/urdu-text';
import { useCityAsOf } from '../api/get-city-as-of';
import { CityCampusInfo } from './city-campus-info';
import { CityGeneralInfo } from './city-general-info';
import { CityPerformanceMetrics } from './city-performance-metrics';

/**
 * The city as it stood at `at`, drawn by the city page's own cards: its name, status and zone, its
 * general and campus info and its numbers. No actions (the past is not edited), and no cards of
 * other entities (sub-cities, qabails, catalogue), which would show them as they are now; the
 * numbers other streams make (days since the last meeting) are as the answer gives them, of now.
 */
export function CityAsOfDetail({ cityId, at }: { cityId: number; at: string }) {
  const past = useCityAsOf(cityId, at);
  return (
    <section aria-label="City as of this moment" className="grid min-w-0 gap-6">
      <AsOfBlock query={past}>
        {(city) => (
          <>
            <header className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{city.name}</h2>
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
            </header>
            <CityGeneralInfo
              city={city}
              canWrite={false}
              people={{
                teamProfiles: null,
                masool: <span className="text-slate-900">{city.masoolName}</span>,
              }}
            />
            {city.campusActive && <CityCampusInfo city={city} />}
            <CityPerformanceMetrics city={city} canReadEvents={false} />
          </>
        )}
      </AsOfBlock>
    </section>
  );
}
