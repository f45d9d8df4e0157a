import { describe, expect, it } from 'vitest';
import { tablesTouched, undeclaredTouches } from './read-model-declarations';

const OWNERS = new Map([
  ['cities', 'cities'],
  ['zones', 'zones'],
  ['city_audit_log', 'city-audit-log'],
]);

describe('the read-model declaration check', () => {
  it('finds the read tables a statement names, as knex quotes them or as raw SQL spells them', () => {
    const sql = `select * from "read"."cities" as "c" left join "read"."zones" as "z" on "z"."id" = "c"."zone_id"
      where exists (SELECT 1 FROM read.city_audit_log a WHERE a.city_id = c.id)`;
    expect([...tablesTouched(sql, 'read')].sort()).toEqual(['cities', 'city_audit_log', 'zones']);
  });

  it('ignores other schemas and names that only end in the schema name', () => {
    const sql = 'select * from platform.job_runs join "reread"."x" on true join spread.y on true';
    expect([...tablesTouched(sql, 'read')]).toEqual([]);
  });

  it('flags a table whose read model the router does not declare', () => {
    const touches = undeclaredTouches({
      route: 'GET /api/cities/:id',
      statements: ['select * from "read"."cities" join "read"."zones" on true'],
      declared: ['cities'],
      owners: OWNERS,
      schema: 'read',
    });
    expect(touches).toEqual([{ route: 'GET /api/cities/:id', table: 'zones', readModel: 'zones' }]);
  });

  it('flags a read-schema table that no read model creates', () => {
    const touches = undeclaredTouches({
      route: 'GET /api/x',
      statements: ['select * from read.projection_checkpoint'],
      declared: ['cities'],
      owners: OWNERS,
      schema: 'read',
    });
    expect(touches).toEqual([{ route: 'GET /api/x', table: 'projection_checkpoint', readModel: null }]);
  });

  it('passes a route whose tables all belong to declared read models', () => {
    const touches = undeclaredTouches({
      route: 'GET /api/cities',
      statements: ['select * from "read"."cities" as "c"'],
      declared: ['cities', 'zones'],
      owners: OWNERS,
      schema: 'read',
    });
    expect(touches).toEqual([]);
  });
});
