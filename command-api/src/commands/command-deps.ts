import type { EventStore } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { OrganisationFacts } from '../facts/organisation-facts';
import type { IdAllocator } from '../ids/id-allocator';

/**
 * What every command use case works with: the event store it appends to, the ids it takes, the
 * facts its rules read, and the write side's own tables (name claims, id sequences, uploaded
 * files). Routes, jobs and the demo generator each hand the use cases their own set.
 */
export interface CommandDeps {
  store: EventStore;
  ids: IdAllocator;
  facts: OrganisationFacts;
  knex: Knex;
}
