import type { City } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';

/** `GET /api/cities/{id}/as-of?at=`: the city as it stood then, shaped as `GET /api/cities/{id}`. */
export function useCityAsOf(cityId: number, at: string) {
  return useQuery(asOfQueryOptions<City>('cities', cityId, at));
}
