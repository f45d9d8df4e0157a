import type { MeetingStatus } from '@seerat/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { cityKeys, invalidateCities, meetingsQueryKey, zonesQueryKey } from '../../../lib/queries/query-keys';

/**
 * Meeting lists live under `['meetings']`; a city's meetings under the city's key, so whatever
 * refreshes a city refreshes its Meet Report tab. A meeting changes the city's and zone's last
 * meeting and the activity status, so a change refreshes cities and zones too.
 */
export const meetingKeys = {
  all: meetingsQueryKey,
  list: (filter: MeetingFilter) => [...meetingsQueryKey, 'list', filter] as const,
  openItems: (place: { cityId?: number; zoneId?: number }) =>
    [...meetingsQueryKey, 'open-action-items', place] as const,
  ofCity: (cityId: number) => [...cityKeys.detail(cityId), 'meetings'] as const,
  one: (id: number) => [...meetingsQueryKey, 'one', id] as const,
};

/** The filters and search of a meetings list, as `GET /api/meetings` takes them. */
export type MeetingFilter = {
  zoneId?: number;
  cityId?: number;
  status?: MeetingStatus;
  from?: string;
  to?: string;
  search?: string;
};

export function invalidateAfterMeetingChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
    invalidateCities(queryClient),
    queryClient.invalidateQueries({ queryKey: zonesQueryKey }),
  ]).then(() => undefined);
}
