import { z } from 'zod';

/**
 * The words of every validation answer, ours and never the schema library's ("Invalid input:
 * expected string, received undefined"). Installed once as zod's error map when contracts load,
 * so every schema (commands, queries, the web's forms) speaks them:
 *
 * - A required field that is missing, null or blank says the same: the message its constructor
 *   gives (`requiredText('Event name')` → "Event name is required"), else "<Field> is required"
 *   from the field's name (`cityId` → "City is required").
 * - A value of the wrong kind says what it must be ("Must be a number").
 * - A key the command does not take is an "Unknown field" (the API refuses them: see `validate`).
 */

/** The spec's text for a meeting or karguzari form missing a required field. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
/** What a key no command field has is answered with, under the key's own name. */
export const UNKNOWN_FIELD = 'Unknown field';

/**
 * The `message` of a 400 that names its failing fields: their messages, each once, one a line
 * ("Event name is required"). Never a bare "Invalid input": a client that shows only the message
 * (a toast, a script's log) still says what is wrong.
 */
export function validationMessage(fields: Record<string, string>): string {
  const messages = [...new Set(Object.values(fields))];
  return messages.length > 0 ? messages.join('\n') : 'The request is not valid';
}

/** Nothing typed: absent, null, or only spaces (what a cleared input sends). */
export function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/**
 * A field's own error map: `required` when the value is blank, else the shared words. Give it
 * to a required field's base schema (`z.number({ error: whenBlank('City is required') })`).
 */
export const whenBlank =
  (required: string) =>
  (issue: { input?: unknown }): string | undefined =>
    isBlank(issue.input) ? required : undefined;

/** `cityId` → "City", `meetingDate` → "Meeting date": how a field without a label is named. */
export function fieldLabel(key: string): string {
  const name = key.length > 2 && key.endsWith('Id') ? key.slice(0, -2) : key;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function requiredMessageAt(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((segment): segment is string => typeof segment === 'string');
  return key ? `${fieldLabel(key)} is required` : 'A value is required';
}

const KIND_MESSAGES: Record<string, string> = {
  string: 'Must be text',
  number: 'Must be a number',
  int: 'Must be a whole number',
  bigint: 'Must be a whole number',
  boolean: 'Must be true or false',
  array: 'Must be a list',
  object: 'Must be an object',
  record: 'Must be an object',
  date: 'Must be a date',
};

type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const bound = String(small ? issue.minimum : issue.maximum);
  const exclusive = !issue.inclusive;
  switch (issue.origin) {
    case 'string':
      return small ? `Must be at least ${bound} characters` : `Must be at most ${bound} characters`;
    case 'array':
    case 'set':
      return small ? `Must have at least ${bound} items` : `Must have at most ${bound} items`;
    default:
      if (small) return exclusive ? `Must be more than ${bound}` : `Must be ${bound} or more`;
      return exclusive ? `Must be less than ${bound}` : `Must be at most ${bound}`;
  }
}

/** Zod's error map: our sentence for every kind of issue no schema named itself. */
export function fieldMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return requiredMessageAt(issue.path);
      return KIND_MESSAGES[issue.expected] ?? 'Is not a valid value';
    case 'invalid_value':
      if (isBlank(issue.input)) return requiredMessageAt(issue.path);
      return issue.values.length === 1
        ? `Must be ${String(issue.values[0])}`
        : `Must be one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return issue.format === 'email' ? 'Must be an email address' : 'Has the wrong format';
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return UNKNOWN_FIELD;
    default:
      return 'Is not a valid value';
  }
}

z.config({ customError: fieldMessage });
