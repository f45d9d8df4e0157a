/** A danger-zone city is one with no meeting in the last 2 weeks (spec section 9). */
export const DANGER_ZONE_DAYS = 14;
/** A city reported lately when it submitted a karguzari report in the last 30 days. */
export const RECENT_KARGUZARI_DAYS = 30;

/**
 * One row of a zone's "who has not met or reported" view (`GET /api/zones/{id}/not-met`): each
 * city of the zone with its last meeting and last submitted report, and how many whole weeks have
 * passed since (`null` when it never met or reported: "Never", not 0 weeks).
 */
export interface CityMeetingActivity {
  cityId: number;
  cityName: string;
  lastMeetingDate: string | null;
  lastReportDate: string | null;
  weeksWithoutMeeting: number | null;
  weeksWithoutReport: number | null;
  /** The danger-zone rule (`dangerZoneVerdict`): an active city with no meeting in the last 2 weeks, or none ever. */
  inDangerZone: boolean;
}
