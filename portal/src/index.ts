export * from './start-portal';
export * from './web-build';
