import fc from 'fast-check';
import { z } from 'zod';

/**
 * Requests generated from the contract schemas themselves: each schema is turned into JSON
 * Schema (its input side) and each property into an arbitrary within the bounds it declares, so a
 * field added to a contract is generated without touching the tests. Fields whose meaning the
 * bounds do not say (ids of existing entities, dates, links) take an arbitrary by name.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
}

export type FieldArbitraries = Record<string, fc.Arbitrary<unknown>>;

/** The top-level field names of an object schema, as a request spells them. */
export function fieldNames(schema: z.ZodType): string[] {
  return Object.keys(jsonSchemaOf(schema).properties ?? {});
}

/**
 * The fields of a request that name an entity by id (`zoneId`, `parentCityId`, …): a number under
 * a name ending in `Id`. A field the command ignores (`z.unknown()`: a budget's `zoneId` follows
 * its event) takes no id and is not among them.
 */
export function idFieldNames(schema: z.ZodType): string[] {
  const takesNumber = (field: JsonSchema): boolean =>
    field.type === 'integer' || field.type === 'number' || (field.anyOf ?? []).some(takesNumber);
  return Object.entries(jsonSchemaOf(schema).properties ?? {})
    .filter(([name, field]) => name.endsWith('Id') && takesNumber(field))
    .map(([name]) => name);
}

/** Objects shaped as `schema` asks, with `byName` deciding the fields it names. */
export function requestArbitrary(
  schema: z.ZodType,
  byName: FieldArbitraries = {},
): fc.Arbitrary<Record<string, unknown>> {
  return arbitraryOf(jsonSchemaOf(schema), byName) as fc.Arbitrary<Record<string, unknown>>;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Text as people type it: Latin, Urdu, digits, punctuation and the odd emoji. */
const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789-.,') },
  { weight: 3, arbitrary: fc.constantFrom(...'لاہورکراچیمسجدسیرت ') },
  { weight: 1, arbitrary: fc.constantFrom('😀', 'é', 'ß', '’', '\u200f') },
);

function arbitraryOf(schema: JsonSchema, byName: FieldArbitraries): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => arbitraryOf(option, byName)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, byName)));
  }
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, byName);
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
    case 'number':
      return integerArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, byName), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    default:
      // `z.unknown()`: accepted and ignored by the contract.
      return fc.option(fc.integer(), { nil: undefined });
  }
}

function objectArbitrary(schema: JsonSchema, byName: FieldArbitraries): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      byName[name] ?? arbitraryOf(property, byName),
    ]),
  );
  return fc.record(fields, { requiredKeys: schema.required ?? [] });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 300;
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: textUnit, minLength, maxLength: Math.min(maxLength, 40) }) },
    { weight: 1, arbitrary: fc.string({ unit: textUnit, minLength: maxLength - 2, maxLength }) },
  );
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 0);
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - 1
      : (schema.maximum ?? Number.MAX_SAFE_INTEGER);
  // Small counts as people enter them, and the schema's own bounds, which the read models must hold.
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 500) }) },
    { weight: 1, arbitrary: fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}
