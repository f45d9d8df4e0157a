import { Link } from '@tanstack/react-router';
import { Newspaper } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useCityGatherings } from '../api/get-city-gatherings';
import { dateRange } from '../gathering-display';
import { GatheringBadges } from './gathering-badges';

/** How many of the city's events the strip shows. */
const NEWS_ITEMS = 6;

/**
 * The city page's strip titled Event News from {city} City: the city's latest approved events
 * (upcoming, in progress or completed), newest first, each opening on Event Management. The server
 * picks them from all the city's events: a filter over a loaded page would miss the older ones.
 */
export function EventNewsStrip({ cityId, cityName }: { cityId: number; cityName: string }) {
  const events = useCityGatherings(cityId, { approved: true, limit: NEWS_ITEMS });
  const news = events.data?.pages[0]?.items ?? [];
  return (
    <Card aria-label={`Event News from ${cityName} City`}>
      <CardHeader
        title={`Event News from ${cityName} City`}
        icon={<Newspaper aria-hidden="true" className="size-4 text-brand-700" />}
      />
      <CardContent>
        {events.isPending ? (
          <p className="text-sm text-slate-500">Loading events...</p>
        ) : events.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to fetch events
          </p>
        ) : news.length === 0 ? (
          <p className="text-sm text-slate-500">No events found</p>
        ) : (
          <ul className="flex gap-3 overflow-x-auto pb-1">
            {news.map((event) => (
              <li key={event.id} className="w-64 shrink-0">
                <Link
                  to="/events"
                  search={{ view: event.id }}
                  className="grid h-full gap-2 rounded-lg border border-slate-200 p-3 text-sm hover:bg-slate-50"
                >
                  <span className="truncate font-medium text-slate-900">{event.title}</span>
                  <span className="text-xs text-slate-500">{dateRange(event)}</span>
                  <GatheringBadges event={event} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
