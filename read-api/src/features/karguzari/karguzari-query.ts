import { KARGUZARI_FIELDS, KARGUZARI_NOTE_PREVIEW_LENGTH, type KarguzariListQuery } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import {
  citiesTable,
  karguzariReviewsTable,
  karguzariVersionsTable,
  READ_SCHEMA,
  zonesTable,
} from '@seerat/projector/tables';
import type { SortKey } from '../../http/keyset-page';
import { shortenedSql } from '../../http/shortened-sql';
import { whereSearched } from '../../http/text-search';

/** The version a query selects (`k`), its city (`c`) and zone (`z`); `r` for its review steps. */
export const REPORT = karguzariVersionsTable.as('k');
const CITY = citiesTable.as('c');
const ZONE = zonesTable.as('z');
const REVIEW = karguzariReviewsTable.as('r');
/** Another city's newest report, looked up beside the query's own (`lk`). */
const LAST_REPORT = karguzariVersionsTable.as('lk');

const DATE_FIELDS = ['reportDate', 'weekStartDate', 'weekEndDate'] as const;
const isDateField = (field: string) => (DATE_FIELDS as readonly string[]).includes(field);
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Karguzari report versions (`k`) as the API answers them: every field, the history fields
 * (`reportContent` is the activities), the submitter, edit reason and review, the city's and
 * zone's names and where the city sits. Callers add the scope, `k.is_latest` where only the
 * newest versions are wanted, filters and order.
 */
export function selectReportVersions(knex: Knex): Knex.QueryBuilder {
  return knex
    .withSchema(READ_SCHEMA)
    .from(REPORT.from)
    .join(CITY.from, CITY.col('id'), REPORT.col('cityId'))
    .join(ZONE.from, ZONE.col('id'), REPORT.col('zoneId'))
    .select(
      REPORT.select(...KARGUZARI_FIELDS.filter((field) => !isDateField(field))),
      REPORT.select('version', 'isLatest', 'status', 'userId', 'submittedBy', 'editReason'),
      REPORT.select('reviewedBy', 'reviewComments', 'changes'),
      {
        id: REPORT.col('reportId'),
        reportContent: REPORT.col('activities'),
        cityName: CITY.col('name'),
        zoneName: ZONE.col('name'),
        cityPath: CITY.col('path'),
      },
      ...DATE_FIELDS.map((field) => knex.raw(`to_char(${REPORT.col(field)}, 'YYYY-MM-DD') AS "${field}"`)),
      knex.raw(`${isoTime(REPORT.col('submissionDate'))} AS "submissionDate"`),
      knex.raw(
        `CASE WHEN ${REPORT.col('reviewedAt')} IS NULL THEN NULL ELSE ${isoTime(REPORT.col('reviewedAt'))} END AS "reviewedAt"`,
      ),
      knex.raw(`${reviewSteps()} AS "reviews"`),
    );
}

/**
 * Karguzari report versions (`k`) as a list's items (`KarguzariListItem`): what the cards and the
 * city's version rows show, the long texts shortened. Callers add scope, filters and order as for
 * `selectReportVersions`.
 */
export function selectReportListItems(knex: Knex): Knex.QueryBuilder {
  const note = (column: string) => shortenedSql(column, KARGUZARI_NOTE_PREVIEW_LENGTH);
  return (
    knex
      .withSchema(READ_SCHEMA)
      .from(REPORT.from)
      .join(CITY.from, CITY.col('id'), REPORT.col('cityId'))
      // The zone's name is searched (`whereReportsListed`), not shown.
      .join(ZONE.from, ZONE.col('id'), REPORT.col('zoneId'))
      .select(
        REPORT.select('version', 'isLatest', 'status', 'title', 'reportType', 'cityId', 'zoneId'),
        REPORT.select('submittedBy', 'reviewedBy'),
        { id: REPORT.col('reportId'), cityName: CITY.col('name'), cityPath: CITY.col('path') },
        ...DATE_FIELDS.map((field) => knex.raw(`to_char(${REPORT.col(field)}, 'YYYY-MM-DD') AS "${field}"`)),
        knex.raw(`${isoTime(REPORT.col('submissionDate'))} AS "submissionDate"`),
        knex.raw(`${shortenedSql(REPORT.col('activities'))} AS activities`),
        knex.raw(`${note(REPORT.col('editReason'))} AS "editReason"`),
        knex.raw(`${reviewSteps(note(REVIEW.col('comments')))} AS "reviews"`),
      )
  );
}

/** A version's review steps, oldest first, as a JSON list (`KarguzariReview[]`), each comment as `comments` gives it. */
function reviewSteps(comments = REVIEW.col('comments')): string {
  return `COALESCE((SELECT json_agg(json_build_object(
              'decision', ${REVIEW.col('decision')},
              'reviewedBy', ${REVIEW.col('reviewedBy')},
              'reviewedAt', ${isoTime(REVIEW.col('reviewedAt'))},
              'comments', ${comments}) ORDER BY ${REVIEW.col('streamRevision')})
            FROM ${REVIEW.sql}
            WHERE ${REVIEW.col('reportId')} = ${REPORT.col('reportId')} AND ${REVIEW.col('version')} = ${REPORT.col('version')}), '[]'::json)`;
}

/** The versions' scope columns (their city's), for `whereInScope`. */
export const REPORT_SCOPE_COLUMNS = { zoneId: CITY.col('zoneId'), path: CITY.col('path') };

/** Newest report first; a report's versions newest first. */
export const NEWEST_REPORT_KEYS: SortKey[] = [
  { sql: REPORT.col('reportDate'), kind: 'date', descending: true },
  { sql: REPORT.col('reportId'), kind: 'int', descending: true },
  { sql: REPORT.col('version'), kind: 'int', descending: true },
];

/** The reports list's filters and search (Meetings & Reports). */
export function whereReportsListed(query: Knex.QueryBuilder, filters: KarguzariListQuery): Knex.QueryBuilder {
  const { zoneId, cityId, status, from, to, search } = filters;
  if (zoneId !== undefined) query.where(REPORT.col('zoneId'), zoneId);
  if (cityId !== undefined) query.where(REPORT.col('cityId'), cityId);
  if (status !== undefined) query.where(REPORT.col('status'), status);
  if (from !== undefined) query.where(REPORT.col('reportDate'), '>=', from);
  if (to !== undefined) query.where(REPORT.col('reportDate'), '<=', to);
  const searched = [REPORT.col('title'), REPORT.col('activities'), CITY.col('name'), ZONE.col('name')];
  return whereSearched(query, searched, search);
}

/**
 * The newest day a city reported, as a SQL expression over a city alias (`YYYY-MM-DD` or NULL): a
 * report counts once submitted (drafts are not reported yet).
 */
export function lastReportOfCity(cityAlias: string): string {
  const LK = LAST_REPORT;
  return `to_char((SELECT max(${LK.col('reportDate')}) FROM ${LK.sql}
                    WHERE ${LK.col('cityId')} = ${cityAlias}.id AND ${LK.col('isLatest')}
                      AND ${LK.col('status')} <> 'draft'), 'YYYY-MM-DD')`;
}
