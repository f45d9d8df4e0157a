import type { KarguzariStatus } from '@seerat/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { cityKeys, invalidateCities } from '../../../lib/queries/query-keys';

/**
 * Report lists live under `['karguzari']`; a city's reports (every version) under the city's key,
 * so whatever refreshes a city refreshes its Karguzari Reports tab. A report changes the city's
 * last report and the activity status, so a change refreshes cities too.
 */
export const karguzariKeys = {
  all: ['karguzari'] as const,
  list: (filter: KarguzariFilter) => ['karguzari', 'list', filter] as const,
  ofCity: (cityId: number) => [...cityKeys.detail(cityId), 'karguzari'] as const,
  one: (id: number) => ['karguzari', 'one', id] as const,
  versions: (id: number) => ['karguzari', 'versions', id] as const,
};

/** The filters and search of a reports list, as `GET /api/karguzari` takes them. */
export type KarguzariFilter = {
  zoneId?: number;
  cityId?: number;
  status?: KarguzariStatus;
  from?: string;
  to?: string;
  search?: string;
};

export function invalidateAfterReportChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: karguzariKeys.all }),
    invalidateCities(queryClient),
  ]).then(() => undefined);
}
