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

/**
 * One month of `GET /api/dashboard/activity` (the last 12 months, oldest first, over the caller's
 * scope): approved events starting in it, meetings held in it, karguzari reports submitted for it.
 */
export interface DashboardActivityMonth {
  /** `YYYY-MM`. */
  month: string;
  events: number;
  meetings: number;
  reports: number;
}
