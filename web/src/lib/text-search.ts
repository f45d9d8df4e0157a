/** Whether any of the texts contains the search, ignoring case; an empty search matches everything. */
export function matchesSearch(search: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return texts.some((text) => text?.toLocaleLowerCase().includes(needle));
}
