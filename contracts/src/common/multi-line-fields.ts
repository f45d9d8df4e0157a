import { z } from 'zod';
import { type MultiLineKind, multiLineTexts, TEXT_LIMITS } from './fields';

interface WrapperDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: z.ZodRawShape;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as WrapperDef;

/**
 * The first answer `find` gives for a field's schema or what it wraps: a command adds optional,
 * nullable, a default or a preprocess step around a text.
 */
function lookThrough<T>(schema: z.ZodType, find: (schema: z.ZodType) => T | null): T | null {
  const own = find(schema);
  if (own !== null) return own;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType ? lookThrough(def.innerType, find) : null;
    case 'pipe':
      return (def.in && lookThrough(def.in, find)) ?? (def.out && lookThrough(def.out, find)) ?? null;
    default:
      return null;
  }
}

/** The multi-line kind of a field's schema, or null for any other field. */
export const multiLineKindOf = (schema: z.ZodType): MultiLineKind | null =>
  lookThrough(schema, (inner) => multiLineTexts.get(inner)?.multiLine ?? null);

/** The fields of a request schema (an object, possibly transformed or a union of objects). */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe' && def.in && def.out) {
    // A preprocess step (`z.preprocess`) has no fields: the object comes after it.
    const before = fieldsOf(def.in);
    return Object.keys(before).length > 0 ? before : fieldsOf(def.out);
  }
  if (def.type === 'union' && def.options) return Object.assign({}, ...def.options.map(fieldsOf));
  return {};
}

/** The multi-line fields of a request schema, with their kinds. */
export function multiLineFieldsOf(schema: z.ZodType): Record<string, MultiLineKind> {
  const found: Record<string, MultiLineKind> = {};
  for (const [name, field] of Object.entries(fieldsOf(schema))) {
    const kind = multiLineKindOf(field);
    if (kind) found[name] = kind;
  }
  return found;
}

/** Whether a request schema's field keeps line breaks: the web shows exactly these as text areas. */
export function isMultiLineField(schema: z.ZodType, field: string): boolean {
  const text = fieldsOf(schema)[field];
  return text !== undefined && multiLineKindOf(text) !== null;
}

/** The longest text a request's field takes (the web's `maxLength`), or null when it sets none. */
export function maxLengthOfField(schema: z.ZodType, field: string): number | null {
  const text = fieldsOf(schema)[field];
  if (text === undefined) return null;
  const kind = multiLineKindOf(text);
  if (kind) return TEXT_LIMITS[kind];
  return lookThrough(text, (inner) => (inner instanceof z.ZodString ? inner.maxLength : null));
}
