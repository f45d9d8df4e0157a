import { z } from 'zod';
import { COUNT_LIMITS, count, optionalMultiLineText, optionalText, requiredText } from '../common/fields';

/**
 * What masool and team profiles both record about a person's practice (spec 001 section 3):
 * Islahi mamulat, naat, daily Sunnah, Seerat teaching and the books they read. The two profile
 * features share these rules, so both forms and both deciders clear dependents the same way.
 */

export const READING_STATUSES = ['not_started', 'currently_reading', 'completed'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/** Counts people type: whole numbers from 0, bounded so that a stored integer never overflows. */
export const MAX_PROFILE_COUNT = COUNT_LIMITS.places;
export const profileCount = count(MAX_PROFILE_COUNT);

/**
 * A count the profile page parses from free text (spec 001 section 5: experience years and
 * Sunna practice count): a number is checked as a count, text that is not a whole number is 0.
 */
export const lenientCount = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const parsed = /^\s*\d+/.exec(value);
  const number = parsed ? Number.parseInt(parsed[0], 10) : 0;
  return number <= MAX_PROFILE_COUNT ? number : 0;
}, profileCount);

const flag = z.boolean().default(false);

/**
 * One book of a profile's reading list. Some screens of the earlier product send a `completed`
 * flag instead of a status: `true` reads as completed, `false` as not started.
 */
export const readingBookSchema = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const { completed, ...rest } = value as Record<string, unknown>;
    if (rest.status !== undefined || typeof completed !== 'boolean') return rest;
    return { ...rest, status: completed ? 'completed' : 'not_started' };
  },
  z.object({
    title: requiredText('Book title', 300),
    status: z.enum(READING_STATUSES).default('not_started'),
  }),
);
export type ReadingBook = z.infer<typeof readingBookSchema>;

/** The reading list as a list, or as the JSON text the earlier product stored. */
export const readingBooksSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.array(readingBookSchema).max(200, 'At most 200 books'),
);

export const practiceShape = {
  islahiMamulat: flag,
  bait: optionalText(200),
  mamulatReceiver: optionalText(200),
  listeningToNaat: flag,
  dailySunnahPractice: flag,
  sunnahCount: profileCount.default(0),
  dailySunnahDetails: optionalMultiLineText('notes'),
  seeratTeacher: flag,
  timesTaughtSeerat: profileCount.default(0),
  readingBooks: readingBooksSchema.default([]),
};

export interface PracticeFields {
  islahiMamulat: boolean;
  bait: string | null;
  mamulatReceiver: string | null;
  listeningToNaat: boolean;
  dailySunnahPractice: boolean;
  sunnahCount: number;
  dailySunnahDetails: string | null;
  seeratTeacher: boolean;
  timesTaughtSeerat: number;
  readingBooks: ReadingBook[];
}

/**
 * Spec 001 section 4: Islahi Mamulat off clears bait and mamulat receiver, Daily Sunnah off clears
 * the details, Seerat Teacher off resets times taught to 0. Deciders apply it to every write.
 */
export function clearDependentPracticeFields<T extends Partial<PracticeFields>>(fields: T): T {
  const cleared: Partial<PracticeFields> = { ...fields };
  if (!cleared.islahiMamulat) {
    cleared.bait = null;
    cleared.mamulatReceiver = null;
  }
  if (!cleared.dailySunnahPractice) cleared.dailySunnahDetails = null;
  if (!cleared.seeratTeacher) cleared.timesTaughtSeerat = 0;
  return cleared as T;
}

/**
 * Requests may name the person and their number as the profile page's create form does
 * (`fullName`, `phoneNumber`): they are the same fields as `name` and `contact`.
 */
export function acceptNameAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { fullName, phoneNumber, ...rest } = input as Record<string, unknown>;
  return {
    ...rest,
    ...(rest.name === undefined && fullName !== undefined ? { name: fullName } : {}),
    ...(rest.contact === undefined && phoneNumber !== undefined ? { contact: phoneNumber } : {}),
  };
}

export const NAME_TOO_SHORT = 'Name must be at least 2 characters';
export const CONTACT_REQUIRED = 'Contact is required';

/** The person's name: at least 2 characters (the profile page's rule, applied everywhere). */
export const profileName = z
  .string({ error: (issue) => (issue.input === undefined ? NAME_TOO_SHORT : undefined) })
  .trim()
  .min(2, NAME_TOO_SHORT)
  .max(100, 'Name must be at most 100 characters');

export const profileContact = z
  .string({ error: (issue) => (issue.input === undefined ? CONTACT_REQUIRED : undefined) })
  .trim()
  .min(1, CONTACT_REQUIRED)
  .max(30, 'Contact must be at most 30 characters');

/** Spec 001 section 5 and 2.12: the contact placeholder, and the WhatsApp link of a contact. */
export const CONTACT_PLACEHOLDER = '+92-300-1234567';
export function whatsappChatUrl(contact: string): string {
  return `https://wa.me/${contact.replace(/\D/g, '')}`;
}
