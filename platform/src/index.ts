export * from './config/config';
export * from './data-dir/embedded-postgres';
export * from './database/knex';
export * from './logging/logger';
