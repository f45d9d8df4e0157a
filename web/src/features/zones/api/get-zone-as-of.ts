import type { Zone } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';

/** `GET /api/zones/{id}/as-of?at=`: the zone as it stood then, shaped as `GET /api/zones/{id}`. */
export function useZoneAsOf(zoneId: number, at: string) {
  return useQuery(asOfQueryOptions<Zone>('zones', zoneId, at));
}
