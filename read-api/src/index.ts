export * from './app';
export * from './features/audit/audit-read-routes';
export * from './features/catalogue/catalogue-read-routes';
export * from './features/cities/city-read-routes';
export * from './features/dashboard/dashboard-read-routes';
export * from './features/users/user-read-routes';
export * from './features/zones/zone-read-routes';
