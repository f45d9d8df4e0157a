import type { ActivityFilters } from './get-activity';

/** The activity feed's pages sit under `['audit']`; an entity's own history sits under the entity's key. */
export const auditKeys = {
  all: ['audit'] as const,
  activity: (filters: ActivityFilters) => ['audit', 'activity', filters] as const,
};
