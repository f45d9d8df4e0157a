import { MEETING_STATUS_TRANSITIONS, type Meeting, type MeetingStatus } from '@seerat/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast-provider';
import { serverMessageOr } from '../../../lib/api-client';
import { labelledOptions } from '../../../lib/value-label';
import { useChangeMeetingStatus } from '../api/change-meeting-status';

type MeetingStatusControlProps = { meeting: Meeting; onChanged: (meeting: Meeting) => void };

/**
 * The meeting's status on its own, through the change-status command: only the statuses the
 * contracts' transitions allow from the current one are offered (a completed meeting is final).
 */
export function MeetingStatusControl({ meeting, onChanged }: MeetingStatusControlProps) {
  const change = useChangeMeetingStatus();
  const { toast } = useToast();
  const next = MEETING_STATUS_TRANSITIONS[meeting.status];
  return (
    <SelectField
      label="Meeting Status"
      value={meeting.status}
      options={labelledOptions([meeting.status, ...next])}
      disabled={next.length === 0 || change.isPending}
      note={next.length === 0 ? 'A completed meeting keeps its status.' : undefined}
      onChange={(status) =>
        change.mutate(
          { meetingId: meeting.id, status: status as MeetingStatus },
          {
            onSuccess: (changed) => {
              toast({ title: 'Meeting status updated' });
              onChanged(changed);
            },
            onError: (error) =>
              toast({
                title: 'Error',
                description: serverMessageOr(error, 'Failed to update meeting status'),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}
