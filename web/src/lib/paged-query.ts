import { ID_LIST_MAX, listQueryString, PAGE_LIMIT_MAX, type Page } from '@seerat/contracts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A list read a page at a time: TanStack Query's infinite query over the API's `Page`. */
export type PagedQuery<Item> = UseInfiniteQueryResult<InfiniteData<Page<Item>, unknown>>;

type Filters = Record<string, string | number | boolean | undefined>;

/**
 * The query options of one paged list of the read API: the first page at once, each next one from
 * the page before's `nextCursor`, with the filters (searches included) sent with every page, so
 * the server filters the whole list and never a page of it. Every paged list of the web is read
 * through this.
 */
export function pagedQueryOptions<Item>(queryKey: QueryKey, path: string, filters: Filters = {}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<Item>>('GET', `${path}${listQueryString(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Item>) => last.nextCursor,
    // A new search or filter keeps the list on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

/** Every item loaded so far, in the list's order. */
export function loadedItems<Item>(data: InfiniteData<Page<Item>, unknown>): Item[] {
  return data.pages.flatMap((page) => page.items);
}

/** How many items the whole list holds (from the newest page read), for counts in tabs and headings. */
export function listTotal<Item>(query: PagedQuery<Item>): number | undefined {
  return query.data?.pages.at(-1)?.total;
}

/** Told after each page an export reads: how many items it holds so far, of how many. */
export type PageProgress = (read: number, total: number) => void;

/**
 * Every item of a list, read page after page at the largest page size: for an export, which must
 * hold the whole list, or a lookup bounded by the ids it names (`fetchByIds`); never for a
 * screen's list. `onProgress` hears after each page, for a long list's progress.
 */
export async function fetchEveryPage<Item>(
  path: string,
  filters: Filters = {},
  onProgress?: PageProgress,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<Item> = await apiRequest<Page<Item>>(
      'GET',
      `${path}${listQueryString({ ...filters, limit: PAGE_LIMIT_MAX }, cursor)}`,
    );
    items.push(...page.items);
    onProgress?.(items.length, page.total);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return items;
}

/**
 * The items of a list narrowed to some ids (`idsField=1,2,3`, besides `filters`), the ids asked
 * `ID_LIST_MAX` at a time so that any number of them is answered: a lookup of the items a screen
 * names by id, bounded by those ids.
 */
export async function fetchByIds<Item>(
  path: string,
  idsField: string,
  ids: readonly number[],
  filters: Filters = {},
): Promise<Item[]> {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += ID_LIST_MAX) {
    batches.push(ids.slice(start, start + ID_LIST_MAX));
  }
  const found = await Promise.all(
    batches.map((batch) => fetchEveryPage<Item>(path, { ...filters, [idsField]: batch.join(',') })),
  );
  return found.flat();
}
