import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';

/** The item open over a list, where the route keeps it in its address so the view can be shared. */
export type OpenedItem = { id: number | undefined; onOpen: (id: number | undefined) => void };

type OpenedItemLookup<Item> = {
  /** The item the address names, once known. */
  item: Item | null;
  /** Its own read while it is pending or failed (for the lookup dialog), else `null`. */
  lookup: UseQueryResult<Item> | null;
};

/**
 * The item the address names: from the list's loaded pages when it is there, otherwise read on its
 * own once the list has loaded, since a link may name one on a later page or outside the filters.
 */
export function useOpenedItem<Item extends { id: number }, Key extends QueryKey>(
  id: number | undefined,
  loaded: readonly Item[] | undefined,
  byId: (id: number) => UseQueryOptions<Item, Error, Item, Key>,
): OpenedItemLookup<Item> {
  const listed = id === undefined ? undefined : loaded?.find((item) => item.id === id);
  const wanted = id !== undefined && loaded !== undefined && listed === undefined;
  const lookup = useQuery({ ...byId(id ?? 0), enabled: wanted });
  if (listed) return { item: listed, lookup: null };
  if (!wanted) return { item: null, lookup: null };
  return lookup.isSuccess ? { item: lookup.data, lookup: null } : { item: null, lookup };
}
