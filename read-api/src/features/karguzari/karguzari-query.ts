import { KARGUZARI_FIELDS, type KarguzariListQuery } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { karguzariReviewsTable, karguzariVersionsTable, READ_SCHEMA } from '@seerat/projector/tables';
import type { SortKey } from '../../http/keyset-page';
import { whereSearched } from '../../http/text-search';

const DATE_FIELDS = new Set(['reportDate', 'weekStartDate', 'weekEndDate']);
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Karguzari report versions (`k`) as the API answers them: every field, the history fields
 * (`reportContent` is the activities), the submitter, edit reason and review, the city's and
 * zone's names and where the city sits. Callers add the scope, `k.is_latest` where only the
 * newest versions are wanted, filters and order.
 */
export function selectReportVersions(knex: Knex): Knex.QueryBuilder {
  const { column } = karguzariVersionsTable;
  return knex
    .withSchema(READ_SCHEMA)
    .from('karguzari_versions as k')
    .join('cities as c', 'c.id', 'k.city_id')
    .join('zones as z', 'z.id', 'k.zone_id')
    .select(
      ...KARGUZARI_FIELDS.filter((field) => !DATE_FIELDS.has(field)).map((field) => ({
        [field]: `k.${column[field]}`,
      })),
      {
        id: 'k.report_id',
        version: 'k.version',
        isLatest: 'k.is_latest',
        status: 'k.status',
        reportContent: 'k.activities',
        cityName: 'c.name',
        zoneName: 'z.name',
        cityPath: 'c.path',
        userId: 'k.user_id',
        submittedBy: 'k.submitted_by',
        editReason: 'k.edit_reason',
        reviewedBy: 'k.reviewed_by',
        reviewComments: 'k.review_comments',
        changes: 'k.changes',
      },
      ...[...DATE_FIELDS].map((field) =>
        knex.raw(`to_char(k.${column[field as 'reportDate']}, 'YYYY-MM-DD') AS "${field}"`),
      ),
      knex.raw(`${isoTime('k.submission_date')} AS "submissionDate"`),
      knex.raw(
        `CASE WHEN k.reviewed_at IS NULL THEN NULL ELSE ${isoTime('k.reviewed_at')} END AS "reviewedAt"`,
      ),
      knex.raw(`${reviewSteps()} AS "reviews"`),
    );
}

/** A version's review steps, oldest first, as a JSON list (`KarguzariReview[]`). */
function reviewSteps(): string {
  const { name, column } = karguzariReviewsTable;
  return `COALESCE((SELECT json_agg(json_build_object(
              'decision', r.${column.decision},
              'reviewedBy', r.${column.reviewedBy},
              'reviewedAt', ${isoTime(`r.${column.reviewedAt}`)},
              'comments', r.${column.comments}) ORDER BY r.${column.streamRevision})
            FROM ${READ_SCHEMA}.${name} r
            WHERE r.${column.reportId} = k.report_id AND r.${column.version} = k.version), '[]'::json)`;
}

/** The versions' scope columns (their city's), for `whereInScope`. */
export const REPORT_SCOPE_COLUMNS = { zoneId: 'c.zone_id', path: 'c.path' };

/** Newest report first; a report's versions newest first. */
export const NEWEST_REPORT_KEYS: SortKey[] = [
  { sql: 'k.report_date', kind: 'date', descending: true },
  { sql: 'k.report_id', kind: 'int', descending: true },
  { sql: 'k.version', kind: 'int', descending: true },
];

/** The reports list's filters and search (Meetings & Reports). */
export function whereReportsListed(query: Knex.QueryBuilder, filters: KarguzariListQuery): Knex.QueryBuilder {
  const { zoneId, cityId, status, from, to, search } = filters;
  if (zoneId !== undefined) query.where('k.zone_id', zoneId);
  if (cityId !== undefined) query.where('k.city_id', cityId);
  if (status !== undefined) query.where('k.status', status);
  if (from !== undefined) query.where('k.report_date', '>=', from);
  if (to !== undefined) query.where('k.report_date', '<=', to);
  return whereSearched(query, ['k.title', 'k.activities', 'c.name', 'z.name'], search);
}

/**
 * The newest day a city reported, as a SQL expression over a city alias (`YYYY-MM-DD` or NULL): a
 * report counts once submitted (drafts are not reported yet).
 */
export function lastReportOfCity(cityAlias: string): string {
  return `to_char((SELECT max(lk.report_date) FROM ${READ_SCHEMA}.karguzari_versions lk
                    WHERE lk.city_id = ${cityAlias}.id AND lk.is_latest AND lk.status <> 'draft'), 'YYYY-MM-DD')`;
}
