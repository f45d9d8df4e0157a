import type { Zone, ZoneFields } from '@seerat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys, zonesQueryKey } from '../../../lib/queries/query-keys';

export type UpdateZoneInput = {
  zoneId: number;
  /** The version the form started from: the server refuses the update if the zone changed since. */
  version: number;
  fields: ZoneFields;
  changeReason: string;
};

export function updateZone({ zoneId, version, fields, changeReason }: UpdateZoneInput): Promise<Zone> {
  return apiRequest<Zone>('PUT', `/api/zones/${zoneId}`, {
    body: { ...fields, id: zoneId, changeReason },
    headers: { 'If-Match': String(version) },
  });
}

/** Cities show their zone's name, so they are refreshed with the zone. */
export function useUpdateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateZone,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: zonesQueryKey }),
        queryClient.invalidateQueries({ queryKey: cityKeys.all }),
      ]),
  });
}
