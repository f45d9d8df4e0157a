/**
 * How much of a long text a list item carries: the first lines its card shows (the spec's
 * karguzari activities preview, 150 characters with an ellipsis). The whole text is read with the
 * item's own record, by its id. The read API cuts in SQL to this same length and mark.
 */
export const LIST_PREVIEW_LENGTH = 150;

/** The mark a shortened text ends with. */
export const SHORTENED_MARK = '...';

/** `text` if it fits in `max` characters, else its first `max` characters and `...`. */
export function shortened(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}${SHORTENED_MARK}` : text;
}
