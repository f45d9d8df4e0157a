import type { KarguzariReport } from '@seerat/contracts';
import { fetchEveryPage, type PageProgress } from '../../../lib/paged-query';

/**
 * `GET /api/cities/{id}/karguzari/export`: every version of the city's reports, whole, newest
 * first, read page after page for Export Reports.
 */
export function fetchCityKarguzariExport(
  cityId: number,
  onProgress?: PageProgress,
): Promise<KarguzariReport[]> {
  return fetchEveryPage<KarguzariReport>(`/api/cities/${cityId}/karguzari/export`, {}, onProgress);
}
