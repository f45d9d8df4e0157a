/**
 * `GET /api/dashboard/stats`, over the caller's scope.
 *
 * averagePerformance is the share of cities, in percent (0 to 100, rounded), that are active
 * and run at least one study circle: a city performs when its circles are running.
 * dangerZoneCities counts the cities the danger-zone job has flagged (no meeting in the last 2
 * weeks, section 9).
 */
export interface DashboardStats {
  totalZones: number;
  activeCities: number;
  totalCircles: number;
  averagePerformance: number;
  totalCities: number;
  dangerZoneCities: number;
}

/** `GET /api/cities/activity-status`. */
export interface CityActivityStatus {
  activeCityIds: number[];
  recentMeetingsCities: number[];
  recentKarguzariCities: number[];
}

/**
 * Each dashboard list (zones, cities, danger-zone cities, potential-campus cities) shows at most
 * this many entries (section 9); View All shows the rest.
 */
export const DASHBOARD_LIST_LIMIT = 6;
