import { useCityMeetings } from '../api/get-city-meetings';
import { useMeetings } from '../api/get-meetings';
import { MeetingList } from './meeting-list';

/** The city page's Meet Report tab. */
export function CityMeetingList({ cityId }: { cityId: number }) {
  return <MeetingList query={useCityMeetings(cityId)} emptyText="No meeting reports found for this city" />;
}

/** The zone page's Meeting Reports tab. */
export function ZoneMeetingList({ zoneId }: { zoneId: number }) {
  return <MeetingList query={useMeetings({ zoneId })} emptyText="No meeting reports found for this zone" />;
}
