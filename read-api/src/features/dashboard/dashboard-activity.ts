import type { SessionUser } from '@seerat/access';
import { whereInScope } from '@seerat/access';
import type { DashboardActivityMonth } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { READ_SCHEMA } from '@seerat/projector/tables';
import { CITY } from '../cities/city-query';
import { fromGatherings, GATHERING, GATHERING_SCOPE_COLUMNS } from '../gatherings/gathering-query';
import { REPORT, REPORT_SCOPE_COLUMNS } from '../karguzari/karguzari-query';
import { heldMeeting, MEETING, MEETING_SCOPE_COLUMNS, TODAY } from '../meetings/meeting-query';

/**
 * The last 12 months of activity over the caller's scope, oldest first, in one query: approved
 * events by the month they start, held meetings by their day, submitted karguzari reports (their
 * newest version) by their report date. Each source is scoped as its own list is.
 */
export async function dashboardActivity(knex: Knex, user: SessionUser): Promise<DashboardActivityMonth[]> {
  const monthOf = (column: string) => knex.raw(`date_trunc('month', ${column})::date AS month`);
  const events = whereInScope(
    fromGatherings(knex)
      .where(GATHERING.col('approvalStatus'), 'approved')
      .select(monthOf(GATHERING.col('startDateTime'))),
    user,
    'events_read',
    GATHERING_SCOPE_COLUMNS,
  );
  const meetings = whereInScope(
    knex
      .withSchema(READ_SCHEMA)
      .from(MEETING.from)
      .leftJoin(CITY.from, CITY.col('id'), MEETING.col('cityId'))
      .whereRaw(heldMeeting(MEETING))
      .select(monthOf(MEETING.col('meetingDate'))),
    user,
    'meetings_read',
    MEETING_SCOPE_COLUMNS,
  );
  const reports = whereInScope(
    knex
      .withSchema(READ_SCHEMA)
      .from(REPORT.from)
      .join(CITY.from, CITY.col('id'), REPORT.col('cityId'))
      .where(REPORT.col('isLatest'), true)
      .whereNot(REPORT.col('status'), 'draft')
      .select(monthOf(REPORT.col('reportDate'))),
    user,
    'karguzari_read',
    REPORT_SCOPE_COLUMNS,
  );
  const { rows } = await knex.raw<{ rows: DashboardActivityMonth[] }>(
    `WITH months AS (SELECT generate_series(date_trunc('month', ${TODAY}) - interval '11 months',
                                            date_trunc('month', ${TODAY}), interval '1 month')::date AS month),
          e AS (SELECT month, count(*) AS n FROM (?) AS x GROUP BY month),
          m AS (SELECT month, count(*) AS n FROM (?) AS x GROUP BY month),
          r AS (SELECT month, count(*) AS n FROM (?) AS x GROUP BY month)
     SELECT to_char(months.month, 'YYYY-MM') AS month,
            coalesce(e.n, 0)::int AS events, coalesce(m.n, 0)::int AS meetings, coalesce(r.n, 0)::int AS reports
       FROM months
       LEFT JOIN e ON e.month = months.month
       LEFT JOIN m ON m.month = months.month
       LEFT JOIN r ON r.month = months.month
      ORDER BY months.month`,
    [events, meetings, reports],
  );
  return rows;
}
