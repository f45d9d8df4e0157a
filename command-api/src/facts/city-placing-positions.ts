import { cityStreamName, placesCity } from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';

/** How many cities' streams are followed; the least recently asked about is forgotten first. */
const FOLLOWED_CITIES = 10_000;

/** How far a city's stream was looked at, and the position of the last event there that placed it. */
interface Followed {
  revision: bigint;
  placedAt: bigint;
}

export interface CityPlacingPositions {
  /**
   * The position of the last event that placed the city (created, moved or renamed it; see
   * `placesCity`), or a later one of its stream; `null` when the stream is empty.
   */
  lastPlacing(cityId: number): Promise<bigint | null>;
}

/**
 * The rights that hang on a city change only with the events that place it, not with its
 * karguzari reports and counts, which are most of its stream. A city first asked about counts
 * from its stream's last event (at most one wait too many); after that, only the events appended
 * since are read (one round trip either way), and those that do not place it are passed over: a
 * masool's next command on their city no longer waits for their last report to be projected.
 */
export function cityPlacingPositions(store: EventStore): CityPlacingPositions {
  const followed = new Map<number, Followed>();
  const follow = (cityId: number, next: Followed) => {
    const known = followed.get(cityId);
    // A slower look at the same stream may answer after a newer one: keep the newer.
    if (known && known.revision > next.revision) return;
    followed.delete(cityId);
    followed.set(cityId, next);
    if (followed.size > FOLLOWED_CITIES) followed.delete(followed.keys().next().value!);
  };
  return {
    async lastPlacing(cityId) {
      const streamName = cityStreamName(cityId);
      const known = followed.get(cityId);
      if (!known) {
        const [last] = await store.readStream(streamName, { direction: 'backwards', maxCount: 1 });
        if (last) follow(cityId, { revision: last.revision, placedAt: last.position });
        return last?.position ?? null;
      }
      const appended = await store.readStream(streamName, { fromRevision: known.revision + 1n });
      const placing = appended.filter(placesCity).at(-1);
      const next = {
        revision: appended.at(-1)?.revision ?? known.revision,
        placedAt: placing?.position ?? known.placedAt,
      };
      follow(cityId, next);
      return next.placedAt;
    },
  };
}
