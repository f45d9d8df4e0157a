import { shortened } from '../common/shortened-text';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One changed field of one change, as the change history lists it
 * (`GET /api/cities/{id}/audit`, `/audit-history`, `GET /api/zones/{id}/audit`). A create or
 * delete is one entry without a field. Values are text as recorded; the screens shorten them.
 */
export interface AuditEntry {
  id: number;
  action: AuditAction;
  fieldName: string | null;
  oldValue: string | null;
  newValue: string | null;
  changeReason: string | null;
  createdAt: string;
  user: { username: string };
  /** Where the change came from: only auditors and administrators are told. */
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** `GET /api/cities/{id}/profile-summary`. */
export interface CityProfileSummary {
  totalChanges: number;
  lastEditor: { username: string } | null;
  lastEditedAt: string | null;
}

/** Audit values are shown shortened to 50 characters with an ellipsis (spec section 9). */
export const AUDIT_VALUE_LENGTH = 50;

export function shortenAuditValue(value: string | null, max = AUDIT_VALUE_LENGTH): string | null {
  return value === null ? null : shortened(value, max);
}
