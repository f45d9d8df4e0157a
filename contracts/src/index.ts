export * from './access/policy';
export * from './access/roles';
export * from './domain-events/event-metadata';
export * from './domain-events/user-events';
export * from './http/error-body';
export * from './http/read-your-writes';
export * from './users/user';
