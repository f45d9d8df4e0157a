export { type ChainDigestStore, chainDigestDirectory, chainDigestDirectoryOf } from './chain-digests';
export * from './create-event-store';
export * from './event-store';
export {
  connectEventStoreDb,
  createEventStoreDbEventStore,
  type EventStoreDbEventStoreOptions,
} from './eventstoredb/eventstoredb-event-store';
export { importLogToEventStoreDb } from './eventstoredb/import-log';
export { verifyEventStoreDbChain } from './eventstoredb/verify-chain';
export type { EventStoreLogger } from './logger';
export { type ExportedEvent, exportLog, importLog } from './postgres/log-transfer';
export {
  createPostgresEventStore,
  type PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres/postgres-event-store';
export {
  type ChainBreak,
  type ChainBreakKind,
  type ChainDigest,
  type ChainVerification,
  verifyChain,
} from './postgres/verify-chain';
