export * from './app';
export * from './features/users/user-read-routes';
