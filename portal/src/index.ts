export * from './start-portal';
export * from './web-build';
export { openReadModelWatcher } from './wiring/read-model-watcher';
