import type { Zone } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { Building2, MapPinned } from 'lucide-react';
import { classNames } from '../../lib/class-names';
import { formatDate } from '../../lib/dates';
import { ZoneHealthBadge } from '../badges/zone-health-badge';

/** Below this many cities a zone is highlighted in orange (spec section 9). */
const FEW_CITIES = 3;

type ZoneCardProps = {
  zone: Zone;
  /** Adds the health badge. */
  detailed?: boolean;
};

/** A zone at a glance; opens the zone's page. */
export function ZoneCard({ zone, detailed = false }: ZoneCardProps) {
  const fewCities = zone.totalCities < FEW_CITIES;
  return (
    <Link
      to="/zones/$zoneId"
      params={{ zoneId: zone.id }}
      className={classNames(
        'flex h-full flex-col gap-3 rounded-xl border p-4 shadow-sm transition hover:shadow-md',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        fewCities ? 'border-orange-300 bg-orange-50' : 'border-slate-200 bg-white hover:border-brand-100',
      )}
    >
      {/* A long name pushes the health badge onto its own line rather than being cut short. */}
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h3 className="flex min-w-0 items-center gap-2 font-semibold break-words text-slate-900">
          <MapPinned aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span className="min-w-0">{zone.name}</span>
        </h3>
        {detailed && <ZoneHealthBadge totalCities={zone.totalCities} />}
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Building2 aria-hidden="true" className="size-4 text-slate-400" />
        <span>
          <span className="font-semibold text-slate-900">{zone.totalCities}</span>{' '}
          {zone.totalCities === 1 ? 'city' : 'cities'}
        </span>
      </p>
      <dl className="grid gap-1 text-sm">
        <Detail term="Zone Masool" value={zone.masool} />
        <Detail term="Responsible City" value={zone.responsibleCity} />
      </dl>
      <p className="mt-auto text-xs text-slate-500">Last updated {formatDate(zone.updatedAt)}</p>
    </Link>
  );
}

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className={classNames('truncate text-right', value ? 'text-slate-800' : 'text-slate-400 italic')}>
        {value || 'Not assigned'}
      </dd>
    </div>
  );
}
