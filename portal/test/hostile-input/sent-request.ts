import { PAGE_LIMIT_MAX, type Page } from '@seerat/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { PortalClient } from '../portal-harness';
import type { HostileWorld } from './hostile-world';

/** The entities whose ids the world keeps, growing as requests create more. */
export type IdKind = keyof HostileWorld['ids'];

/**
 * An id of an entity that exists when the request is sent (the world grows while the property
 * runs, so ids are chosen then, by position).
 */
export class LiveId {
  constructor(
    readonly kind: IdKind,
    readonly index: number,
  ) {}
  resolve(world: HostileWorld): number {
    const ids = world.ids[this.kind];
    return ids.length === 0 ? 1 : ids[this.index % ids.length]!;
  }
  toString() {
    return `${this.kind}[${this.index}]`;
  }
}

export const liveId = (kind: IdKind) => fc.nat({ max: 50 }).map((index) => new LiveId(kind, index));

/** What a generated request sends: `{}`-free JSON with live ids resolved. */
export interface GeneratedRequest {
  path: string | ((world: HostileWorld) => string);
  body?: unknown;
}

export function resolved(value: unknown, world: HostileWorld): unknown {
  if (value instanceof LiveId) return value.resolve(world);
  if (Array.isArray(value)) return value.map((item) => resolved(item, world));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(copy, key, {
        value: resolved((value as Record<string, unknown>)[key], world),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }
  return value;
}

/** A path with an id segment: an existing entity's, or a hostile one. */
export const idPath = (kind: IdKind, build: (id: string) => string, hostile: fc.Arbitrary<string>) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: liveId(kind).map((id) =>
        // A counterexample prints the path with the id it was resolved from (`/api/zones/zones[3]`).
        Object.assign((world: HostileWorld) => build(String(id.resolve(world))), {
          [fc.toStringMethod]: () => build(String(id)),
        }),
      ),
    },
    { weight: 1, arbitrary: hostile.map((segment) => build(segment)) },
  );

export interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string; fields?: Record<string, string> };
}

export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = text ? (JSON.parse(text) as Answer['body']) : {};
  } catch {
    body = { message: text };
  }
  return { status: response.status, body };
}

export async function readJson<T>(client: PortalClient, path: string): Promise<T> {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Expects the read model's copy to hold what the command answered, field by field. */
export function expectSameFields(
  read: Record<string, unknown> | undefined,
  answered: Record<string, unknown>,
  fields: readonly string[],
) {
  expect(read, 'the read model has the entity').toBeDefined();
  for (const field of fields) expect(read?.[field], field).toEqual(answered[field]);
}

/** Every item of a paged list, page after page (the users' list answers pages). */
export async function readEveryPage<T>(client: PortalClient, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(PAGE_LIMIT_MAX), ...(cursor ? { cursor } : {}) });
    const page: Page<T> = await readJson<Page<T>>(client, `${path}?${query}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
