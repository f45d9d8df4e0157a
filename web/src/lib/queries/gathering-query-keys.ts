import type { GatheringTab } from '@seerat/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** The list's filters as the address carries them. */
export type GatheringFilters = { cityId?: number; zoneId?: number };

/**
 * Everything about events lives under `['events']`: the lists, tab counts, ticker, review count,
 * one event, its histories, and the events metrics of cities and zones. A change to any event
 * refreshes them all (only the queries on screen refetch).
 */
export const gatheringKeys = {
  all: ['events'] as const,
  list: (filters: GatheringFilters & { tab?: GatheringTab; limit?: number }) =>
    ['events', 'list', filters] as const,
  tabCounts: (filters: GatheringFilters) => ['events', 'tab-counts', filters] as const,
  ticker: (place: GatheringFilters) => ['events', 'ticker', place] as const,
  reviewCount: ['events', 'review-count'] as const,
  ofCity: (cityId: number) => ['events', 'city', cityId] as const,
  one: (id: number) => ['events', id] as const,
  history: (id: number) => ['events', id, 'approval-history'] as const,
  activity: (place: { cityId: number } | { zoneId: number }) => ['events', 'activity', place] as const,
};

export function invalidateAfterGatheringChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gatheringKeys.all });
}

/** The query string of a filter object, leaving out what is not set. */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
