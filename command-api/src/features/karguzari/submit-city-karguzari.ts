import { dayOf, type SubmitCityKarguzariRequest, shortReportTitle } from '@seerat/contracts';
import type { KarguzariState } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { createKarguzariReport } from './create-karguzari-report';
import { authorizedReportCity } from './karguzari-city';

/**
 * The city page's short report (`POST /api/cities/{id}/karguzari`): the same report as the full
 * form's, submitted at once, its content as the activities and a title made of its type and day.
 */
export async function submitCityKarguzari(
  deps: CommandDeps,
  actor: Actor,
  input: { cityId: number; request: SubmitCityKarguzariRequest },
): Promise<CommandResult<KarguzariState>> {
  const { reportType, reportContent } = input.request;
  const reportDate = input.request.reportDate ?? dayOf(actor.now);
  // The city is the path's, answered by the path's rule (404, 403) before the body's (400 at cityId).
  await authorizedReportCity(deps.facts, actor, input.cityId);
  return createKarguzariReport(deps, actor, {
    title: shortReportTitle(reportType, reportDate),
    reportType,
    reportDate,
    activities: reportContent,
    weekStartDate: null,
    weekEndDate: null,
    achievements: null,
    challenges: null,
    attendance: null,
    financialSummary: null,
    upcomingPlans: null,
    additionalNotes: null,
    priority: 'normal',
    cityId: input.cityId,
    status: 'submitted',
  });
}
