import { LIST_PREVIEW_LENGTH, SHORTENED_MARK } from '@seerat/contracts';

/**
 * `shortened(column, max)` in SQL, for a list item's long text: cut in the query, the whole text
 * never leaves the database for a list. `max` is a constant of ours, never input.
 */
export function shortenedSql(column: string, max: number = LIST_PREVIEW_LENGTH): string {
  return `CASE WHEN length(${column}) > ${max}
     THEN left(${column}, ${max}) || '${SHORTENED_MARK}' ELSE ${column} END`;
}
