/** Whether any of the texts contains the search, ignoring case; an empty search matches everything. */
export function matchesSearch(search: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return texts.some((text) => text?.toLocaleLowerCase().includes(needle));
}

/**
 * What an empty list says: the spec's "No cities found matching your search." (with its period)
 * only once something was searched; before that there is simply nothing to list yet ("No cities found").
 */
export function noMatchText(search: string, plural: string): string {
  return search.trim() === '' ? `No ${plural} found` : `No ${plural} found matching your search.`;
}
