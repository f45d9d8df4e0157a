import { z } from 'zod';

/** Shared field rules of the product's forms, so every schema says them the same way. */

/** Ids are whole numbers from PostgreSQL sequences, stored in `integer` columns. */
export const MAX_ID = 2_147_483_647;
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

/** A required text: trimmed, not empty. */
export const requiredText = (label: string, max = 200) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** An optional text: trimmed; empty becomes null. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A count: a whole number of at least 0. */
export const count = z.number().int('Must be a whole number').min(0, 'Must be 0 or more');

/** A link: http or https only (never javascript: or data:); empty becomes null. */
export const httpUrl = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), 'Must be an http or https link');

/** A calendar date `YYYY-MM-DD`; empty or invalid input becomes null, as the city form expects. */
export const optionalDate = z
  .string()
  .nullish()
  .transform((value) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null,
  );

/** The optional reason an editor gives for a change; kept in the audit history. */
export const changeReason = optionalText(500);

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
