/**
 * The portal projection's read models by name, in kebab case: each read model takes its name from
 * here, and so do the read routers declaring what they read and the waits on the write side. A name
 * keys its read model's checkpoint and halt rows, so renaming one needs a migration of the
 * projection state (see `migrations/0000_projection_state_kebab_case_names.ts`).
 */
export const READ_MODEL = {
  users: 'users',
  zones: 'zones',
  cities: 'cities',
  citySelections: 'city-selections',
  catalogue: 'catalogue',
  campusChecklists: 'campus-checklists',
  seeratModelChecks: 'seerat-model-checks',
  zoneAuditLog: 'zone-audit-log',
  cityAuditLog: 'city-audit-log',
  qabails: 'qabails',
  qabilahList: 'qabilah-list',
  qabailAuditLog: 'qabail-audit-log',
  customRoles: 'custom-roles',
  userUploads: 'user-uploads',
  masoolProfiles: 'masool-profiles',
  teamProfiles: 'team-profiles',
  readingProgress: 'reading-progress',
  meetings: 'meetings',
  meetingAuditLog: 'meeting-audit-log',
  karguzariVersions: 'karguzari-versions',
  karguzariReviews: 'karguzari-reviews',
  karguzariAuditLog: 'karguzari-audit-log',
  gatherings: 'gatherings',
  gatheringHistory: 'gathering-history',
  gatheringAuditLog: 'gathering-audit-log',
  budgets: 'budgets',
  budgetApprovalHistory: 'budget-approval-history',
  budgetAuditLog: 'budget-audit-log',
  dangerZone: 'danger-zone',
  entityAuditLog: 'entity-audit-log',
} as const;

export type ReadModelName = (typeof READ_MODEL)[keyof typeof READ_MODEL];
