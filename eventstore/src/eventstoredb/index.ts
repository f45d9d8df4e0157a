// EventStoreDB's side of the store, a subpath of its own (`@seerat/eventstore/eventstoredb`): only
// what works on an EventStoreDB server imports it, so no other process loads its gRPC client.
export {
  connectEventStoreDb,
  createEventStoreDbEventStore,
  type EventStoreDbEventStoreOptions,
} from './eventstoredb-event-store';
export { importLogToEventStoreDb } from './import-log';
export { verifyEventStoreDbChain } from './verify-chain';
