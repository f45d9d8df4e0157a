import type { City } from '@seerat/contracts';
import { useCanReadEvents } from '../gathering-access';
import { EventNewsStrip } from './event-news-strip';
import { GatheringTickerCard } from './gathering-ticker-card';

/** The city page's Event News strip and Event Ticker, for viewers who may read its events. */
export function CityEventCards({ city }: { city: Pick<City, 'id' | 'name' | 'zoneId' | 'cityPath'> }) {
  const canRead = useCanReadEvents({ kind: 'city', zoneId: city.zoneId, cityPath: city.cityPath });
  if (!canRead) return null;
  return (
    <>
      <EventNewsStrip cityId={city.id} cityName={city.name} />
      <GatheringTickerCard place={{ cityId: city.id }} />
    </>
  );
}

/** The zone page's Event Ticker, for viewers who may read its events. */
export function ZoneEventTicker({ zoneId }: { zoneId: number }) {
  const canRead = useCanReadEvents({ kind: 'zone', zoneId });
  return canRead ? <GatheringTickerCard place={{ zoneId }} /> : null;
}
