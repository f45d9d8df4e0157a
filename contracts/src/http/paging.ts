import { z } from 'zod';

/** How many items a page holds when the caller names no `limit`. */
export const PAGE_LIMIT_DEFAULT = 25;
/** The most items one page may hold: a larger `limit` is refused, never quietly lowered. */
export const PAGE_LIMIT_MAX = 100;

/** The longest cursor the API writes (a few sort values), with room to spare. */
const CURSOR_MAX_LENGTH = 400;

/** One sort value of the last item of a page, as the cursor carries it. */
export type CursorValue = string | number;

/**
 * A page's cursor as the client sees it: opaque text (base64url of the last item's sort values).
 * Only the read API writes and reads its content; anything it did not write is a 400 naming
 * `cursor`.
 */
export function encodeCursor(values: readonly CursorValue[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The sort values a cursor carries, or `undefined` when the text is not a cursor. */
export function decodeCursor(cursor: string): CursorValue[] | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    return cursorValues.parse(JSON.parse(json));
  } catch {
    return undefined;
  }
}

const cursorValues = z
  .array(z.union([z.string().max(CURSOR_MAX_LENGTH), z.number().finite()]))
  .min(1)
  .max(8);

const NOT_A_CURSOR = 'Not a cursor of this list';

/**
 * The paging part of every list's query: `limit` (1 to `PAGE_LIMIT_MAX`, default
 * `PAGE_LIMIT_DEFAULT`) and `cursor`, the `nextCursor` of the page before. Each list's query schema
 * spreads these fields beside its filters (`{ ...pageQueryFields, cityId: … }`).
 */
export const pageQueryFields = {
  limit: z
    .string()
    .regex(/^\d{1,6}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(
      z.number().int().min(1, 'Must be at least 1').max(PAGE_LIMIT_MAX, `Must be at most ${PAGE_LIMIT_MAX}`),
    )
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z
    .string()
    .max(CURSOR_MAX_LENGTH, NOT_A_CURSOR)
    .transform((text, context) => {
      const values = decodeCursor(text);
      if (values === undefined) context.addIssue({ code: 'custom', message: NOT_A_CURSOR });
      return values ?? z.NEVER;
    })
    .optional(),
};

/** A list's search text: matched anywhere in the list's searched columns, case-insensitive. */
export const listSearch = z.string().trim().max(100, 'Must be at most 100 characters').optional();

/** A list query with nothing but paging (a list without filters). */
export const pageQuerySchema = z.object(pageQueryFields);
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The message a cursor of another list (right shape, wrong sort values) is refused with. */
export const CURSOR_MISMATCH = NOT_A_CURSOR;

/**
 * Every list of the read API answers one page: the items in the list's order, the cursor of the
 * next page (null after the last), and how many items the whole list holds under the same filters.
 */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
  total: number;
}

/** The query string of a page request: the filters (undefined ones left out) and the cursor. */
export function listQueryString(
  filters: Record<string, string | number | boolean | undefined>,
  cursor?: string | null,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}
