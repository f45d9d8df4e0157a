/**
 * The read side. Each feature folder (`features/<feature>/`) holds the routes and queries of its
 * read models; the tables are the projector's, queried by its definitions.
 */
export * from './app';
export * from './features/audit/activity-routes';
export * from './features/audit/as-of-answer';
export * from './features/audit/as-of-routes';
export * from './features/audit/audit-read-routes';
export * from './features/audit/entity-as-of';
export * from './features/audit/entity-audit-routes';
export * from './features/auth/auth-read-routes';
export * from './features/background-jobs/background-job-read-routes';
export * from './features/budgets/budget-read-routes';
export * from './features/budgets/receipt-read-routes';
export * from './features/bulk-upload/bulk-upload-read-routes';
export * from './features/campus-checklist/campus-checklist-read-routes';
export * from './features/catalogue/catalogue-read-routes';
export * from './features/cities/city-read-routes';
export * from './features/custom-roles/custom-role-read-routes';
export * from './features/danger-zone/danger-zone-read-routes';
export * from './features/dashboard/dashboard-read-routes';
export * from './features/gatherings/gathering-read-routes';
export * from './features/karguzari/karguzari-read-routes';
export * from './features/masool-profiles/masool-profile-read-routes';
export * from './features/meetings/meeting-read-routes';
export * from './features/meetings/not-met-read-routes';
export * from './features/profile-pictures/profile-picture-read-routes';
export * from './features/qabails/qabail-read-routes';
export * from './features/reading-progress/reading-progress-read-routes';
export * from './features/seerat-model-checks/seerat-model-check-read-routes';
export * from './features/team-profiles/team-profile-read-routes';
export * from './features/users/user-read-routes';
export * from './features/zones/zone-read-routes';
