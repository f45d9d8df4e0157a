import type { Gathering } from '@seerat/contracts';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/dates';
import type { GatheringFilters } from '../../../lib/queries/gathering-query-keys';
import { useGatheringTicker } from '../api/get-gathering-ticker';
import { formatDateTime, isUnderWay, relativeDate, words } from '../gathering-display';

/**
 * The Event Ticker card of a city or a zone page (spec section 2.5): its upcoming approved events
 * scrolling (the list twice over, so the scroll runs on without a gap, when there is more than
 * one), or the empty text naming the kind of place. One title whatever it holds: the spec's LIVE
 * EVENTS beside EVENT TICKER read as two cards, and "live" of events weeks away was untrue, so
 * "Live" marks only an event under way. An item opens its dialog.
 */
export function GatheringTickerCard({ place }: { place: GatheringFilters }) {
  const ticker = useGatheringTicker(place);
  const [open, setOpen] = useState<Gathering | null>(null);
  const events = ticker.data ?? [];
  const any = events.length > 0;
  const now = new Date();
  const once = events.map((event) => ({ event, copy: false }));
  const shown = events.length > 1 ? [...once, ...events.map((event) => ({ event, copy: true }))] : once;
  return (
    <Card aria-label="Event Ticker">
      <CardHeader
        title="EVENT TICKER"
        icon={<Radio aria-hidden="true" className={any ? 'size-4 text-red-600' : 'size-4 text-slate-400'} />}
      />
      <CardContent>
        {ticker.isPending ? (
          <p className="text-sm text-slate-500">Loading events...</p>
        ) : ticker.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to fetch events
          </p>
        ) : !any ? (
          <p className="text-sm text-slate-500">
            {`No upcoming events scheduled for this ${place.zoneId === undefined ? 'city' : 'zone'}`}
          </p>
        ) : (
          <div className="overflow-hidden">
            <ul
              className={
                events.length > 1
                  ? 'flex w-max gap-3 motion-safe:animate-ticker hover:[animation-play-state:paused]'
                  : 'flex gap-3'
              }
            >
              {shown.map(({ event, copy }) => (
                <li key={`${event.id}-${copy ? 'copy' : 'first'}`} aria-hidden={copy || undefined}>
                  <button
                    type="button"
                    tabIndex={copy ? -1 : undefined}
                    onClick={() => setOpen(event)}
                    className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm whitespace-nowrap hover:bg-white"
                  >
                    {isUnderWay(event, now) && <Badge tone="danger">Live</Badge>}
                    <Badge tone="brand">{words(event.eventType)}</Badge>
                    <span className="font-medium text-slate-800">{event.title}</span>
                    <span className="text-slate-500">{relativeDate(event.startDateTime)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
      {open && <TickerItemDialog event={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function TickerItemDialog({ event, onClose }: { event: Gathering; onClose: () => void }) {
  const rows: Array<[string, string]> = [
    ['City', event.cityName || 'Unknown City'],
    ['Location', event.location ?? 'Location TBD'],
    ['Description', event.description],
    ['Event Date', formatDateTime(event.eventDate)],
    ['Created By', event.createdBy],
    ['Created', formatDate(event.createdAt)],
  ];
  return (
    <Dialog open onOpenChange={(next) => next || onClose()} title={event.title}>
      <div className="grid gap-3 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{words(event.eventType)}</Badge>
          <span className="text-slate-600">{relativeDate(event.startDateTime)}</span>
        </div>
        <dl className="grid gap-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="break-words whitespace-pre-wrap text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Dialog>
  );
}
