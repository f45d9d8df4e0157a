import fc from 'fast-check';

/**
 * Values a hostile or careless client sends in place of a field: numbers the columns cannot hold
 * or the rules refuse, text no PostgreSQL text or jsonb can store (NUL, lone surrogates), control
 * characters, text far past any limit, and values of the wrong type.
 */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2_147_483_648,
    3_000_000_000,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1,
    -(2 ** 31) - 1,
    -0,
    0,
    1.5,
    0.1,
    100_001,
    500_001,
    1_000_001,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** NUL first: no PostgreSQL text or jsonb can hold it. */
const controlCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\u0001',
      '\u0007',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
    ),
  },
);
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');

/** Ordinary text with one bad character placed anywhere in it. */
const textWith = (bad: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ maxLength: 12 }), bad, fc.string({ maxLength: 12 }))
    .map(([before, character, after]) => `${before}${character}${after}`);

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: textWith(controlCharacter) },
  { weight: 3, arbitrary: textWith(loneSurrogate) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'adm\u0000in',
      '\ud800',
      'x\tx',
      'line\nbreak',
      '',
      '   ',
      '0xe',
      '1e3',
      ' 7',
      '-1',
      '3000000000',
      'javascript:alert(1)',
      'https://example.com/\u0000',
      '2024-02-30',
      '0000-01-01',
      '1899-12-31',
      '2101-01-01',
      '99999-01-01',
      '2024-13-01',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 3000 }).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.constant('ل'.repeat(20_000)) },
);

export const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [1], { a: 1 }, '12', 12, 'true');

export const hostileValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: wrongType },
);

/** A path segment where an id belongs. */
export const hostileIdSegment = fc.constantFrom(
  '0xe',
  '1e3',
  '0',
  '-1',
  '1.5',
  '3000000000',
  '2147483648',
  '99999999999999999999',
  '%20%37',
  '%00',
  '%E0%A4%A',
  '%ZZ',
  'abc',
  '00000000014',
);

/** Keys a client might add that no schema names, some meant to reach the object's prototype. */
const extraKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'version', 'createdAt');

type Mutation =
  | { kind: 'replace'; field: string; value: unknown }
  | { kind: 'remove'; field: string }
  | { kind: 'extra'; field: string; value: unknown };

/** Up to three fields of `fields` replaced by hostile values, removed, or joined by extra keys. */
export function mutations(fields: readonly string[]): fc.Arbitrary<Mutation[]> {
  const field = fc.constantFrom(...fields);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), field, value: hostileValue }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), field }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('extra' as const), field: extraKey, value: hostileValue }),
    },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}

export function applyMutations(body: Record<string, unknown>, changes: Mutation[]): Record<string, unknown> {
  const changed: Record<string, unknown> = { ...body };
  for (const change of changes) {
    if (change.kind === 'remove') delete changed[change.field];
    // defineProperty: `__proto__` becomes an own key, as JSON.parse would make it.
    else
      Object.defineProperty(changed, change.field, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return changed;
}

/** A body that is valid, or mutated into a hostile one, or not an object at all. */
export function validOrHostile(
  valid: fc.Arbitrary<Record<string, unknown>>,
  fields: readonly string[],
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 6,
      arbitrary: fc.tuple(valid, mutations(fields)).map(([body, changes]) => applyMutations(body, changes)),
    },
    { weight: 1, arbitrary: wrongType },
  );
}
