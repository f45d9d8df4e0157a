import type { GatheringTab } from '@seerat/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** The list's filters as the address carries them. */
export type GatheringPlace = { cityId?: number; zoneId?: number };
export type GatheringFilters = GatheringPlace & { search?: string };
/** A city's events list's filters, as `GET /api/cities/{id}/events` takes them. */
export type CityGatheringFilters = { approved?: boolean; limit?: number };

/**
 * Everything about events lives under `['events']`: the lists, tab counts, ticker, review count,
 * one event, its histories, and the events metrics of cities and zones. A change to any event
 * refreshes them all (only the queries on screen refetch).
 */
export const gatheringKeys = {
  all: ['events'] as const,
  list: (filters: GatheringFilters & { tab?: GatheringTab }) => ['events', 'list', filters] as const,
  tabCounts: (filters: GatheringFilters) => ['events', 'tab-counts', filters] as const,
  ticker: (place: GatheringPlace) => ['events', 'ticker', place] as const,
  reviewCount: ['events', 'review-count'] as const,
  ofCity: (cityId: number, filters: CityGatheringFilters) => ['events', 'city', cityId, filters] as const,
  one: (id: number) => ['events', id] as const,
  history: (id: number) => ['events', id, 'approval-history'] as const,
  activity: (place: { cityId: number } | { zoneId: number }) => ['events', 'activity', place] as const,
};

export function invalidateAfterGatheringChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gatheringKeys.all });
}
