import type { saveCampusChecklistRequestSchema } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterCityChange } from '../../../lib/queries/query-keys';

export type SaveCampusChecklistRequest = z.input<typeof saveCampusChecklistRequestSchema>;

export type SaveCampusChecklistInput = { cityId: number; request: SaveCampusChecklistRequest };

export function saveCampusChecklist({ cityId, request }: SaveCampusChecklistInput): Promise<unknown> {
  return apiRequest<unknown>('POST', `/api/cities/${cityId}/campus-checklist`, { body: request });
}

/** Marking a city a campus changes the city, the potential-campus list and the dashboard. */
export function useSaveCampusChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampusChecklist,
    onSuccess: () => invalidateAfterCityChange(queryClient),
  });
}
