import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cityKeys } from '../../../lib/queries/query-keys';
import { dashboardFiguresQueryOptions } from './get-dashboard-figures';

describe('the dashboard figures query', () => {
  it("goes stale with everything under the cities' key, which city, checklist and meeting changes invalidate", async () => {
    const queryClient = new QueryClient();
    const { queryKey } = dashboardFiguresQueryOptions();
    queryClient.setQueryData(queryKey, {
      citiesByStatus: { active: 1, inactive: 0, pending: 0, suspended: 0 },
      campusReadiness: { byItemsDone: [1, 0, 0, 0, 0, 0], campuses: 0, workingTowards: 0 },
      zones: [],
    });
    // What a meeting's change invalidates (meeting-query-keys): the cities' key, not the dashboard's.
    await queryClient.invalidateQueries({ queryKey: cityKeys.all });
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});
