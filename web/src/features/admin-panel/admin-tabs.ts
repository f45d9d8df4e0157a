/** The Admin Panel's tabs, as `?tab=` in its address. */
export const ADMIN_TABS = ['users', 'roles', 'jobs'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
