import type { Zone, ZoneFields } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKey, zonesQueryKey } from '../../../lib/queries/query-keys';

export function createZone(fields: ZoneFields): Promise<Zone> {
  return apiRequest<Zone>('POST', '/api/zones', { body: fields });
}

export function useCreateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createZone,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: zonesQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
