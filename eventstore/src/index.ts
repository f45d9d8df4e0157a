export { type ChainDigestStore, chainDigestDirectory, chainDigestDirectoryOf } from './chain-digests';
export * from './create-event-store';
export * from './event-store';
export { checkExport, ImportRefusedError } from './import-check';
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
