import type pg from 'pg';

/** What the reads and the append need from a pool: one query at a time, any connection. */
export type Queryable = Pick<pg.Pool, 'query'>;
