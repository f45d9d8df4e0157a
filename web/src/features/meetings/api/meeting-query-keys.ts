import type { MeetingStatus } from '@seerat/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Meeting lists live under `['meetings']`; a city's meetings under the city's key, so whatever
 * refreshes a city refreshes its Meet Report tab. A meeting changes the city's and zone's last
 * meeting and the activity status, so a change refreshes cities and zones too.
 */
export const meetingKeys = {
  all: ['meetings'] as const,
  list: (filter: MeetingFilter) => ['meetings', 'list', filter] as const,
  openItems: (place: { cityId?: number; zoneId?: number }) =>
    ['meetings', 'open-action-items', place] as const,
  ofCity: (cityId: number) => ['cities', cityId, 'meetings'] as const,
  one: (id: number) => ['meetings', 'one', id] as const,
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
    queryClient.invalidateQueries({ queryKey: ['cities'] }),
    queryClient.invalidateQueries({ queryKey: ['zones'] }),
  ]).then(() => undefined);
}
