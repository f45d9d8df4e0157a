import type { BackgroundJobStatus, JobRun, JobTrigger } from '@seerat/contracts';
import { Play } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useBackgroundJobs } from '../api/get-background-jobs';
import { useRunBackgroundJob } from '../api/run-background-job';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
const TRIGGER_LABELS: Record<JobTrigger, string> = {
  schedule: 'Schedule',
  manual: 'Run now',
  start: 'Portal start',
};

/**
 * The Admin Panel's Background Jobs tab: each job with what it does, its schedule, its next run,
 * whether it is overdue (no success for twice its interval, as `/api/health` says), its last
 * runs, and Run now.
 */
export function BackgroundJobsTab() {
  const jobsQuery = useBackgroundJobs();
  return (
    <QueryBlock query={jobsQuery} errorTitle="Failed to fetch background jobs" loadingLabel="Loading jobs">
      {(jobs) =>
        jobs.length === 0 ? (
          <EmptyState>No background jobs</EmptyState>
        ) : (
          <div className="grid gap-4">
            {jobs.map((job) => (
              <JobCard key={job.name} job={job} />
            ))}
          </div>
        )
      }
    </QueryBlock>
  );
}

function JobCard({ job }: { job: BackgroundJobStatus }) {
  const run = useRunBackgroundJob();
  const { toast } = useToast();
  const onRun = () =>
    run.mutate(job.name, {
      onSuccess: () =>
        toast({ title: 'Run requested', description: `${job.name} will start within seconds.` }),
      onError: (error) =>
        toast({ title: 'Failed to run the job', description: describeError(error), variant: 'destructive' }),
    });
  return (
    <Card>
      <CardHeader
        title={job.name}
        actions={
          <>
            {job.healthy ? <Badge tone="success">Healthy</Badge> : <Badge tone="danger">Overdue</Badge>}
            <Button size="sm" variant="outline" onClick={onRun} disabled={run.isPending}>
              <Play className="size-4" />
              Run now
            </Button>
          </>
        }
      />
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-700">{job.description}</p>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <Fact term="Schedule" value={job.schedule} />
          <Fact term="Next run" value={when(job.nextRunAt)} />
          <Fact term="Last success" value={when(job.lastSucceededAt)} />
        </dl>
        <RunTable job={job.name} runs={job.runs} />
      </CardContent>
    </Card>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function RunTable({ job, runs }: { job: string; runs: JobRun[] }) {
  if (runs.length === 0) return <EmptyState>No runs yet</EmptyState>;
  return (
    // The table scrolls within its card on a phone; the page itself never scrolls sideways.
    <section
      className="overflow-x-auto"
      aria-label={`Last runs of ${job}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls on its own must be reachable by keyboard
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Last runs of {job}</caption>
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Started
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Duration
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Outcome
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Trigger
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Changes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {runs.map((run) => (
            <tr key={run.id} className="align-top">
              <td className="py-1.5 pr-3 whitespace-nowrap">{when(run.startedAt)}</td>
              <td className="py-1.5 pr-3 whitespace-nowrap">
                {run.durationMs === null ? '—' : `${(run.durationMs / 1000).toFixed(1)} s`}
              </td>
              <td className="py-1.5 pr-3">
                <OutcomeBadge run={run} />
                {run.error && <p className="mt-1 max-w-xs break-words text-xs text-red-700">{run.error}</p>}
              </td>
              <td className="py-1.5 pr-3">
                {TRIGGER_LABELS[run.trigger]}
                {run.attempt > 1 && ` (attempt ${run.attempt})`}
              </td>
              <td className="py-1.5 pr-3">{changesText(run)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OutcomeBadge({ run }: { run: JobRun }) {
  switch (run.outcome) {
    case 'succeeded':
      return <Badge tone="success">Succeeded</Badge>;
    case 'failed':
      return <Badge tone="danger">Failed</Badge>;
    case 'running':
      return <Badge tone="info">Running</Badge>;
  }
}

/** What a run counted: cities flagged and cleared, sessions purged. */
function changesText(run: JobRun): string {
  const parts = Object.entries(run.counts)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([name, count]) => `${count} ${name}`);
  return parts.length === 0 ? '—' : parts.join(', ');
}
