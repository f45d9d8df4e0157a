import type { QueryClient } from '@tanstack/react-query';
import { cityKeys } from '../../../lib/queries/query-keys';

/**
 * The qabail list lives under `['qabails']`. A city's qabails (the city page's Qabail card) live
 * under that city's key, `['cities', id, 'qabails']`, so whatever refreshes a city (a rename
 * changes its qabails' city name) refreshes its card too.
 */
export const qabailKeys = {
  all: ['qabails'] as const,
  list: ['qabails', 'list'] as const,
  ofCity: (cityId: number) => [...cityKeys.detail(cityId), 'qabails'] as const,
};

export const qabilahListQueryKey = ['qabilah-list'] as const;

/**
 * After a qabail changes: the qabail list, the Qabail card of every city it was or now is in, and
 * the qabilah names (a new name joins them). Only the queries on screen refetch.
 */
export function invalidateAfterQabailChange(queryClient: QueryClient, cityIds: number[]): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: qabailKeys.all }),
    queryClient.invalidateQueries({ queryKey: qabilahListQueryKey }),
    ...cityIds.map((cityId) => queryClient.invalidateQueries({ queryKey: qabailKeys.ofCity(cityId) })),
  ]).then(() => undefined);
}
