export * from './domain-events/event-metadata';
export * from './http/error-body';
