import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { entityKey } from './query-keys';

/** The moment asked for and the revision of the entity's last change made by then. */
export type AsOf<Present> = Present & { asOf: string; revision: number };

/**
 * `GET /api/{entity}/{id}/as-of?at=`: the entity as it stood at `at`, in the shape of its present
 * read, so the screens that show the present show the past too.
 */
export function asOfQueryOptions<Present>(entity: string, entityId: number, at: string) {
  return queryOptions({
    // Under the entity's own key; a past moment never changes, so it is never stale.
    queryKey: [...entityKey(entity, entityId), 'as-of', at] as const,
    queryFn: ({ signal }) =>
      apiRequest<AsOf<Present>>('GET', `/api/${entity}/${entityId}/as-of?at=${encodeURIComponent(at)}`, {
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
