import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { matchedOncePerPath } from '../src/http/matched-once-per-path';

const request = (method: string, path: string) => ({ method, path }) as Context;

describe('matchedOncePerPath', () => {
  it('matches each method and path once, and answers what it found then', () => {
    const matched: string[] = [];
    const routeOf = matchedOncePerPath((ctx) => {
      matched.push(`${ctx.method} ${ctx.path}`);
      return ctx.path.startsWith('/api/cities/') ? 'cities' : undefined;
    });
    expect(routeOf(request('PUT', '/api/cities/4'))).toBe('cities');
    expect(routeOf(request('PUT', '/api/cities/4'))).toBe('cities');
    expect(routeOf(request('PUT', '/api/nowhere'))).toBeUndefined();
    expect(routeOf(request('PUT', '/api/nowhere'))).toBeUndefined();
    expect(routeOf(request('DELETE', '/api/cities/4'))).toBe('cities');
    expect(matched).toEqual(['PUT /api/cities/4', 'PUT /api/nowhere', 'DELETE /api/cities/4']);
  });

  it('forgets the path matched longest ago once it holds 10,000', () => {
    let matches = 0;
    const routeOf = matchedOncePerPath(() => ++matches);
    for (let id = 0; id <= 10_000; id++) routeOf(request('GET', `/api/cities/${id}`));
    expect(matches).toBe(10_001);
    expect(routeOf(request('GET', '/api/cities/10000'))).toBe(10_001);
    expect(routeOf(request('GET', '/api/cities/0'))).toBe(10_002);
  });
});
