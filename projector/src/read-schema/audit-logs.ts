/** A change history's table, and the column naming whose history each row is. */
export interface AuditLog {
  table: string;
  ownerColumn: string;
}

/**
 * The change histories with a table of their own, by the kind of entity the APIs name them by
 * (`/api/{kind}/:id/audit`, the activity feed's `entityType`). The other kinds share
 * `ENTITY_AUDIT_LOG`. The projector writes these tables, the read API reads them, both by these
 * names.
 */
export const AUDIT_LOGS = {
  zones: { table: 'zone_audit_log', ownerColumn: 'zone_id' },
  cities: { table: 'city_audit_log', ownerColumn: 'city_id' },
  qabails: { table: 'qabail_audit_log', ownerColumn: 'qabail_id' },
  events: { table: 'gathering_audit_log', ownerColumn: 'gathering_id' },
  meetings: { table: 'meeting_audit_log', ownerColumn: 'meeting_id' },
  karguzari: { table: 'karguzari_audit_log', ownerColumn: 'report_id' },
  budgets: { table: 'budget_audit_log', ownerColumn: 'budget_id' },
} as const satisfies Record<string, AuditLog>;

/** The history shared by users, custom roles, profiles, reading lists and the catalogue. */
export const ENTITY_AUDIT_LOG = {
  table: 'entity_audit_log',
  ownerColumn: 'entity_id',
  /** Each row's kind as the feed and the routes name it (the log names kinds in the singular). */
  feedKind: `CASE entity_type WHEN 'reading-progress' THEN 'reading-progress' ELSE entity_type || 's' END`,
} as const;
