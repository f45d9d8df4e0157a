export * from './start-portal';
export { SERVICE_V8_FLAGS } from './supervisor/service-runtime';
export * from './web-build';
export { openReadModelWatcher } from './wiring/read-model-watcher';
