import type { Gathering } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';

/** `GET /api/events/{id}/as-of?at=`: the event as it stood then, shaped as `GET /api/events/{id}`. */
export function useGatheringAsOf(eventId: number, at: string) {
  return useQuery(asOfQueryOptions<Gathering>('events', eventId, at));
}
