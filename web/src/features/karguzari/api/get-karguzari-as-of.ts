import type { KarguzariReport } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';

/** `GET /api/karguzari/{id}/as-of?at=`: the report as it stood then, shaped as `GET /api/karguzari/{id}`. */
export function useKarguzariAsOf(reportId: number, at: string) {
  return useQuery(asOfQueryOptions<KarguzariReport>('karguzari', reportId, at));
}
