// BullMQ's runner itself is `@seerat/jobs/bullmq`: importing this package never loads BullMQ.
export type { BullmqJobRunnerOptions, RetryPolicy } from './bullmq-job-runner';
export { type CreateJobRunnerOptions, createJobRunner } from './create-job-runner';
export { InProcessJobRunner, type InProcessJobRunnerOptions } from './in-process-job-runner';
export type { JobContext, JobDefinition, JobRunner, JobSchedule } from './job-definition';
export * from './job-run-log';
export * from './job-run-requests';
export { describeSchedule, nextDueTime, scheduleIntervalMs } from './job-schedule';
export { readJobStatuses } from './job-statuses';
