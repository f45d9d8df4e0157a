import { z } from 'zod';

/**
 * What an update event carries: every changed field with its value before and after, so an
 * auditor replaying the log reads each change without reconstructing state; fields that did not
 * change are absent. Values are the fields' JSON values.
 */
export const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export const fieldChangesSchema = z.record(z.string(), fieldChangeSchema);
export type FieldChange = z.infer<typeof fieldChangeSchema>;
export type FieldChanges = Record<string, FieldChange>;

/**
 * The fields whose value really changed between two states, each with its value before and
 * after: the `changes` of an update event. Values are JSON (texts, numbers, flags, lists of
 * `{ id, count }`), so equal JSON means equal value.
 */
export function fieldChanges<Fields extends object>(
  before: Fields,
  after: Fields,
  keys: readonly (keyof Fields & string)[],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of keys) {
    if (!sameJson(before[key], after[key])) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/**
 * The same value has the same JSON: an update leaves most of an entity's fields as they were
 * (the same value, a list the same object), and serialising each of them twice per command was a
 * city update's largest cost in its own code (bench/RESULTS.md, "Commands: round 5").
 */
function sameJson(before: unknown, after: unknown): boolean {
  return before === after || JSON.stringify(before) === JSON.stringify(after);
}

/**
 * The fields after an update event: each changed field's new value over the fields before. The
 * event was decided on fields of this shape, so its keys are the fields' own.
 */
export function applyFieldChanges<Fields extends object>(fields: Fields, changes: FieldChanges): Fields {
  const changed = Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.to]));
  return { ...fields, ...changed };
}

/** The changes of the named fields and the changes of the others, apart. */
export function partitionFieldChanges(
  changes: FieldChanges,
  keys: readonly string[],
): { named: FieldChanges; others: FieldChanges } {
  const named: FieldChanges = {};
  const others: FieldChanges = {};
  for (const [key, change] of Object.entries(changes)) (keys.includes(key) ? named : others)[key] = change;
  return { named, others };
}

/** The named fields a request carries, leaving out absent ones and anything else it sent. */
export function presentFields<Fields extends object>(
  request: Partial<Fields>,
  keys: readonly (keyof Fields & string)[],
): Partial<Fields> {
  const picked: Partial<Fields> = {};
  for (const key of keys) {
    if (request[key] !== undefined) picked[key] = request[key];
  }
  return picked;
}
