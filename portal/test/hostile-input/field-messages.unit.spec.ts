import * as contracts from '@seerat/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Whatever a body holds, every issue of every request schema in contracts speaks our words: the
 * error map of `contracts/src/common/field-messages.ts` leaves none of the schema library's.
 */
const LIBRARY_WORDING = /Invalid input|expected|received|Unrecognized/;

const requestSchemas = Object.entries(contracts).flatMap(([name, value]): [string, z.ZodType][] =>
  name.endsWith('RequestSchema') && value instanceof z.ZodType ? [[name, value]] : [],
);

/** A body of the schema's own keys (and a stray one) holding any JSON value at all. */
function bodyFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  const keys = [...Object.keys(shape), 'stray'];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), fc.jsonValue(), { maxKeys: keys.length }),
    fc.jsonValue(),
  );
}

describe('every request schema', () => {
  it('is found', () => {
    expect(requestSchemas.length).toBeGreaterThan(30);
  });

  for (const [name, schema] of requestSchemas) {
    it(`${name} answers any body in our words`, () => {
      fc.assert(
        fc.property(bodyFor(schema), (body) => {
          const result = schema.safeParse(body);
          for (const issue of result.error?.issues ?? []) {
            expect(issue.message, `${name} ${JSON.stringify(body)}`).not.toMatch(LIBRARY_WORDING);
          }
        }),
        { seed: 24, numRuns: 200 },
      );
    });
  }
});
