import type { City } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { ChevronRight, GitBranch, UserRound } from 'lucide-react';
import { CityStatusBadge } from '../../../components/badges/city-status-badge';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { useChildCities } from '../api/get-child-cities';

/** The cities that name this one as their parent; each opens its own page. */
export function SubCitiesCard({ cityId }: { cityId: number }) {
  const subCities = useChildCities(cityId);
  return (
    <Card>
      <CardHeader
        title="Sub Cities"
        icon={<GitBranch aria-hidden="true" className="size-5 text-brand-700" />}
        actions={subCities.isSuccess ? <Badge>{subCities.data.length}</Badge> : undefined}
      />
      <CardContent>
        {subCities.isPending ? (
          <BlockLoading />
        ) : subCities.isError ? (
          <BlockError
            title="Failed to fetch sub cities"
            error={subCities.error}
            onRetry={() => subCities.refetch()}
          />
        ) : subCities.data.length === 0 ? (
          <EmptyState>No sub cities found.</EmptyState>
        ) : (
          <ul
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls on its own must be reachable by keyboard
            tabIndex={0}
            className="max-h-80 space-y-2 overflow-y-auto pr-1"
          >
            {subCities.data.map((subCity) => (
              <li key={subCity.id}>
                <SubCityRow city={subCity} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SubCityRow({ city }: { city: City }) {
  return (
    <Link
      to="/cities/$cityId"
      params={{ cityId: city.id }}
      className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 transition hover:border-brand-100 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{city.name}</span>
          <CityStatusBadge status={city.status} />
          <Badge tone="info">CITY</Badge>
        </div>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <UserRound aria-hidden="true" className="size-3.5 text-slate-400" />
          <span className="truncate">{city.masoolName}</span>
        </p>
      </div>
      <dl className="flex shrink-0 gap-4 text-center text-sm">
        <div>
          <dt className="text-xs text-slate-500">Circles</dt>
          <dd className="font-semibold text-slate-900">{city.activeCircles}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Members</dt>
          <dd className="font-semibold text-slate-900">{city.majlisMembers}</dd>
        </div>
      </dl>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
    </Link>
  );
}
