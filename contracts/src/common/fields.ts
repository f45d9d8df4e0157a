import { z } from 'zod';
import { whenBlank } from './field-messages';

/**
 * The one source of every field's bounds. Every command's schema, the web's inputs (their
 * `maxLength`, `min` and `max`) and the read models' columns take them from here, so a value the
 * command side accepts is one the read models can store and the forms let people type.
 *
 * - Ids and counts are whole numbers in `integer` (int4) columns: at most 2,147,483,647.
 * - Text is well-formed Unicode (never a lone surrogate, which neither UTF-8 nor PostgreSQL can
 *   hold) without control characters (NUL cannot be stored in text or jsonb at all); multi-line
 *   texts keep their line breaks and tabs. Lengths count UTF-16 code units, as `maxLength` does.
 * - Dates are calendar dates `YYYY-MM-DD` from 1900 to 2100.
 */

/** Ids are whole numbers from PostgreSQL sequences, stored in `integer` columns. */
export const MAX_ID = 2_147_483_647;

/**
 * The largest value of each kind of count: far above any real city or zone (the largest cities
 * count their members in the tens of thousands), far below what an `integer` column holds.
 */
export const COUNT_LIMITS = {
  /** People: majlis members, ulma, teachers, murabbis. */
  people: 500_000,
  /** Places and gatherings: active circles, masjids. */
  places: 100_000,
  /** Books: a library's books, a city's copies of a Seerat model or a library book. */
  books: 1_000_000,
} as const;
export type CountKind = keyof typeof COUNT_LIMITS;

/** The order of a catalogue entry (1 comes first). */
export const PRIORITY_LIMITS = { min: 1, max: 1000 } as const;

/** The longest text of each kind, in UTF-16 code units. */
export const TEXT_LIMITS = {
  /** A name: of a zone, city, qabilah, person or Seerat model. */
  name: 100,
  /** A phone number or a time of day as typed (`6:00PM`). */
  short: 30,
  /** A place description (a qabail's area covered), a book's author. */
  phrase: 200,
  /** A book's title. */
  title: 300,
  /** A link. */
  url: 500,
  /**
   * The multi-line kinds (see `MULTI_LINE_KINDS`): one limit per kind, whatever the feature.
   * A change or edit reason, a custom role's description: a few sentences for the audit trail.
   */
  reason: 500,
  /**
   * Notes, descriptions, an event's purpose, review and approval comments, decisions' reasons,
   * profile notes, lists of links: up to a few pages (the longest of these before was 5,000).
   */
  notes: 5000,
  /**
   * A meeting's agenda and minutes, a karguzari report's texts: a record of a meeting or a
   * period, which can run long (a meeting's minutes took 20,000 before).
   */
  report: 20_000,
  /** A catalogue category. */
  category: 50,
  /** A username or a role name. */
  username: 50,
  password: 200,
} as const;

/** The dates a form may hold. */
export const DATE_LIMITS = { min: '1900-01-01', max: '2100-12-31' } as const;

export const entityId = z
  .number()
  .int('Must be a whole number')
  .positive('Must be a whole number of at least 1')
  .max(MAX_ID, `Must be at most ${MAX_ID}`);

/**
 * An id as it arrives in a path or a query string: decimal digits only (never `0xe`, `1e3` or
 * ` 7`), within what the id columns hold.
 */
export const idText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Must be a whole number')
  .transform(Number)
  .pipe(entityId);

/**
 * An instant with its offset (`2026-03-01T09:30:00Z`) as a query string carries one: a moment to
 * read the past at, or the end of a period. A date alone would leave the hour open.
 */
export const instantText = z.iso.datetime({ offset: true }).max(40);

/** C0 and C1 control characters and DEL; a multi-line text may keep tab, line feed and return. */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\t\n\r\P{Cc}]/u;
/** With the `u` flag, a surrogate matches only when it is not part of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

export const NO_CONTROL_CHARACTERS = 'Must not contain control characters';
export const WELL_FORMED_TEXT = 'Must be well-formed Unicode text (no lone surrogates)';

interface TextOptions {
  /** Keeps line breaks and tabs: only the multi-line constructors below ask for it. */
  multiLine?: boolean;
}

export interface RequiredTextOptions {
  /** What a blank or missing value says, when the spec gives its own words (else "<label> is required"). */
  requiredMessage?: string;
}

/** The text rules every text field follows, whatever its length: well-formed, no control characters. */
export function cleanText(text: z.ZodString, options: TextOptions = {}): z.ZodString {
  const control = options.multiLine ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return text
    .refine((value) => !LONE_SURROGATE.test(value), WELL_FORMED_TEXT)
    .refine((value) => !control.test(value), NO_CONTROL_CHARACTERS);
}

/** A text of at most `max` characters, kept as sent (passwords). */
export const safeText = (max: number) => cleanText(z.string().max(max, `Must be at most ${max} characters`));

/**
 * How a text's surrounding white space goes: a one-line text loses it at both ends; a multi-line
 * text only at its end. What a person types at the start of a long text is theirs to keep: the
 * indentation of a first line, a first line left empty, tabs laid out as a table; trailing spaces
 * and line breaks carry nothing (and would make a text "changed" that reads the same). A text of
 * only white space is blank either way.
 */
function trimmed(text: z.ZodString, options: TextOptions): z.ZodString {
  return options.multiLine ? text.overwrite((value) => value.trimEnd()) : text.trim();
}

/** Trimmed (`trimmed`), not empty; missing, null and blank say the same. */
const requiredString = (label: string, max: number, options: TextOptions & RequiredTextOptions = {}) => {
  const required = options.requiredMessage ?? `${label} is required`;
  return cleanText(
    trimmed(z.string({ error: whenBlank(required) }), options)
      .min(1, required)
      .max(max, `${label} must be at most ${max} characters`),
    options,
  );
};

/** A required id (a city, a zone): missing, null and blank say `required`. */
export const requiredId = (required: string) => z.number({ error: whenBlank(required) }).pipe(entityId);

const optionalString = (max: number, options: TextOptions = {}) =>
  cleanText(trimmed(z.string(), options).max(max, `Must be at most ${max} characters`), options)
    .nullish()
    .transform((value) => (value ? value : null));

/** A required one-line text: trimmed, not empty; missing, null and blank say the same. */
export const requiredText = (
  label: string,
  max: number = TEXT_LIMITS.name,
  options: RequiredTextOptions = {},
) => requiredString(label, max, options);

/** An optional one-line text: trimmed; empty becomes null. */
export const optionalText = (max: number) => optionalString(max);

/**
 * The kinds of multi-line text. A multi-line field keeps line breaks and tabs (never another
 * control character) and takes its kind's limit from `TEXT_LIMITS`; every other text is one
 * line. Schemas make such a field only with the constructors below, which record it in
 * `multiLineTexts`, so the web asks the schema which fields get a text area (`multiLineKindOf`).
 */
export const MULTI_LINE_KINDS = ['reason', 'notes', 'report'] as const;
export type MultiLineKind = (typeof MULTI_LINE_KINDS)[number];

/** Every multi-line field's schema, with its kind. */
export const multiLineTexts = z.registry<{ multiLine: MultiLineKind }>();

/** Records `schema` as multi-line text of `kind`: the last step, as every later method copies it. */
export function asMultiLine<Schema extends z.ZodType>(schema: Schema, kind: MultiLineKind): Schema {
  multiLineTexts.add(schema, { multiLine: kind });
  return schema;
}

/** A required multi-line text: not empty, its line breaks, tabs and leading indentation kept, trailing white space dropped. */
export const requiredMultiLineText = (
  label: string,
  kind: MultiLineKind,
  options: RequiredTextOptions = {},
) => asMultiLine(requiredString(label, TEXT_LIMITS[kind], { ...options, multiLine: true }), kind);

/** An optional multi-line text: its line breaks, tabs and leading indentation kept, trailing white space dropped; empty becomes null. */
export const optionalMultiLineText = (kind: MultiLineKind) =>
  asMultiLine(optionalString(TEXT_LIMITS[kind], { multiLine: true }), kind);

/** A count: a whole number from 0 to `max`, one of `COUNT_LIMITS`. */
export const count = (max: (typeof COUNT_LIMITS)[CountKind]) =>
  z.number().int('Must be a whole number').min(0, 'Must be 0 or more').max(max, `Must be at most ${max}`);

/** A catalogue entry's priority. */
export const priority = z
  .number()
  .int('Must be a whole number')
  .min(PRIORITY_LIMITS.min, `Priority must be ${PRIORITY_LIMITS.min} or more`)
  .max(PRIORITY_LIMITS.max, `Must be at most ${PRIORITY_LIMITS.max}`);

/** A link: http or https only (never javascript: or data:); empty becomes null. */
export const httpUrl = cleanText(
  z.string().trim().max(TEXT_LIMITS.url, `Must be at most ${TEXT_LIMITS.url} characters`),
)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Must be an http or https link')
  .nullish()
  .transform((value) => (value ? value : null));

/** A calendar date `YYYY-MM-DD` within `DATE_LIMITS`, checked day by day (never `2024-02-30`). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match || text < DATE_LIMITS.min || text > DATE_LIMITS.max) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * An optional calendar date. Empty (what a cleared date input sends) becomes null; anything else
 * must be a real date from 1900 to 2100.
 */
export const optionalDate = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || isCalendarDate(value),
    `Must be a date YYYY-MM-DD from ${DATE_LIMITS.min} to ${DATE_LIMITS.max}`,
  )
  .nullish()
  .transform((value) => (value ? value : null));

/** The optional reason an editor gives for a change; kept in the audit history. */
export const changeReason = optionalMultiLineText('reason');
type WithoutDefault<Schema> = Schema extends z.ZodDefault<infer Inner> ? Inner : Schema;
export type UpdateShape<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>>;
};

/**
 * The shape of a partial update: every field optional and without its default, so a field the
 * request leaves out stays as it was. (`.partial()` keeps defaults, and Zod 4 applies them to
 * absent optional fields: an update of the name alone would reset every count and toggle.)
 */
export function updateShape<Shape extends z.ZodRawShape>(shape: Shape): UpdateShape<Shape> {
  const fields: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const required = (schema instanceof z.ZodDefault ? schema.unwrap() : schema) as z.ZodType;
    fields[key] = required.optional();
  }
  return fields as UpdateShape<Shape>;
}

/** The message of a missing city, wherever a form needs one. */
export const CITY_REQUIRED = 'City is required';

/**
 * The one answer to an id in a command body that names no zone, city or event the caller may use:
 * an id that does not exist and one the caller cannot see get the same 400 at the field, so a
 * command body tells nobody which ids exist outside their scope.
 */
export const ZONE_NOT_ALLOWED = 'Select a zone you have access to';
export const CITY_NOT_ALLOWED = 'Select a city you have access to';
export const PARENT_CITY_NOT_ALLOWED = 'Select a parent city you have access to';
export const EVENT_NOT_ALLOWED = 'Select an event you have access to';
