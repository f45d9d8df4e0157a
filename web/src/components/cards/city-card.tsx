import type { CityListItem } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { MessageCircle, School, Siren, Sparkles, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { formatDate } from '../../lib/dates';
import { CityStatusBadge } from '../badges/city-status-badge';
import { UrduText } from '../text/urdu-text';
import { Badge } from '../ui/badge';
import { activeCirclesEmoji } from './active-circles-emoji';

type CityCardProps = {
  city: CityListItem;
  /** Adds inactive teachers and masjid count. */
  detailed?: boolean;
};

/** A city at a glance; opens the city's page. A city that is not active is highlighted in orange. */
export function CityCard({ city, detailed = false }: CityCardProps) {
  const active = city.status === 'active';
  return (
    <Link
      to="/cities/$cityId"
      params={{ cityId: city.id }}
      className={classNames(
        'flex h-full flex-col gap-3 rounded-xl border p-4 shadow-sm transition hover:shadow-md',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        active ? 'border-slate-200 bg-white hover:border-brand-100' : 'border-orange-300 bg-orange-50',
      )}
    >
      <div>
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate font-semibold text-slate-900">{city.name}</h3>
          <CityStatusBadge status={city.status} />
        </div>
        {city.nameUrdu && <UrduText className="block text-slate-600">{city.nameUrdu}</UrduText>}
      </div>
      <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="truncate">{city.masoolName}</span>
      </p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Count
          term="Active Circles"
          value={city.activeCircles}
          emoji={activeCirclesEmoji(city.activeCircles)}
        />
        <Count term="Majlis Members" value={city.majlisMembers} />
        <Count term="Ulma" value={city.ulmaCount} />
        {detailed && <Count term="Inactive Teachers" value={city.inactiveTeachersCount} />}
        {detailed && <Count term="Masjids" value={city.masjidCount} />}
      </dl>
      <CityBadges city={city} />
      <p className="mt-auto text-xs text-slate-600">Last updated {formatDate(city.updatedAt)}</p>
    </Link>
  );
}

function Count({ term, value, emoji }: { term: string; value: number; emoji?: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-slate-50 px-1 py-2">
      <dt className="text-xs leading-tight text-slate-500">{term}</dt>
      <dd className="text-lg font-semibold text-slate-900">
        {value}
        {emoji && (
          <span aria-hidden="true" className="ml-1 text-base">
            {emoji}
          </span>
        )}
      </dd>
    </div>
  );
}

function CityBadges({ city }: { city: CityListItem }) {
  const badges: ReactNode[] = [];
  // First: the one badge that asks for action (no meetings in the last 2 weeks).
  if (city.inDangerZone)
    badges.push(
      <Badge key="danger-zone" tone="danger">
        <Siren aria-hidden="true" className="size-3" />
        Danger Zone
      </Badge>,
    );
  if (city.whatsappGroup)
    badges.push(
      <Badge key="whatsapp" tone="success">
        <MessageCircle aria-hidden="true" className="size-3" />
        WhatsApp
      </Badge>,
    );
  if (city.islahiMuamlat)
    badges.push(
      <Badge key="islahi" tone="info">
        <Sparkles aria-hidden="true" className="size-3" />
        Islahi
      </Badge>,
    );
  if (city.campusActive)
    badges.push(
      <Badge key="campus" tone="brand">
        <School aria-hidden="true" className="size-3" />
        Campus
      </Badge>,
    );
  if (badges.length === 0) return null;
  return <div className="flex flex-wrap gap-1.5">{badges}</div>;
}
