import { z } from 'zod';

type AnySchema = z.core.$ZodType;

const copies = new WeakMap<AnySchema, AnySchema>();

function isSchema(value: unknown): value is AnySchema {
  const traits = (value as { _zod?: { traits?: Set<string> } } | null)?._zod?.traits;
  return traits instanceof Set && traits.has('$ZodType') && !traits.has('$ZodCheck');
}

function copyOf(value: unknown): unknown {
  if (isSchema(value)) return refuseUnknownKeys(value);
  if (Array.isArray(value) && value.every(isSchema)) return value.map(refuseUnknownKeys);
  return value;
}

/**
 * A copy of a request schema in which every object, at any depth (inside pipes, optionals,
 * arrays, unions), refuses keys it does not declare, so every command follows one rule: a key
 * the command does not take is a 400 naming it ("Unknown field"), never silently dropped. A key
 * the API accepts and ignores on purpose (an earlier client's field) is declared in its schema.
 * Everything else of the schema (checks, transforms, messages, defaults) is kept as it was.
 */
export function refuseUnknownKeys<Schema extends AnySchema>(schema: Schema): Schema {
  const known = copies.get(schema);
  if (known) return known as Schema;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const changes: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(Object.getOwnPropertyDescriptors(def))) {
    // Getters (a default's value) are kept as getters; only schemas are copied.
    if (key === 'shape' || key === 'catchall' || property.get) continue;
    const copy = copyOf(property.value);
    if (copy !== property.value) changes[key] = copy;
  }
  if (def.type === 'object') {
    const shape = def.shape as Record<string, unknown>;
    changes.shape = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, copyOf(field)]));
    changes.catchall = def.catchall ? copyOf(def.catchall) : z.never();
  }
  if (Object.keys(changes).length === 0) {
    copies.set(schema, schema);
    return schema;
  }
  const descriptors = Object.getOwnPropertyDescriptors(def);
  for (const [key, value] of Object.entries(changes)) {
    descriptors[key] = { value, enumerable: true, writable: true, configurable: true };
  }
  const copiedDef = Object.defineProperties({}, descriptors);
  const copy = new schema._zod.constr(copiedDef) as Schema;
  copies.set(schema, copy);
  return copy;
}
