import { cityKeys } from '../../../lib/queries/query-keys';

/**
 * A city's Seerat model checks sit under the city (`['cities', id, …]`), so whatever refreshes the
 * city refreshes them, and recording one refreshes the city's history with them.
 */
export const seeratModelCheckKeys = {
  ofCity: (cityId: number) => [...cityKeys.detail(cityId), 'seerat-model-checks'] as const,
};
