import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { backgroundJobsQueryOptions } from './get-background-jobs';

/** Run now: the jobs take the request within seconds; its run then shows in the job's history. */
export function runBackgroundJob(name: string): Promise<{ requested: string }> {
  return apiRequest('POST', `/api/background-jobs/${encodeURIComponent(name)}/runs`);
}

export function useRunBackgroundJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBackgroundJob,
    onSuccess: () => {
      // Twice: once for the request, once more when the run has most likely finished.
      void queryClient.invalidateQueries({ queryKey: backgroundJobsQueryOptions().queryKey });
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: backgroundJobsQueryOptions().queryKey }),
        4000,
      );
    },
  });
}
