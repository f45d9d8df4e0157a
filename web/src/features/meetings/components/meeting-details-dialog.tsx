import { type ActionItem, isOpenActionItem, type Meeting } from '@seerat/contracts';
import { Check, Pencil, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AsOfBlock } from '../../../components/history/as-of-block';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { type ToastAction, useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { formatCalendarDate, formatClockTime } from '../../../lib/dates';
import { labelOf } from '../../../lib/value-label';
import { useAddActionItem } from '../api/add-action-item';
import { useCloseActionItem } from '../api/close-action-item';
import { useMeetingAsOf } from '../api/get-meeting-as-of';
import { useUpdateActionItem } from '../api/update-action-item';
import { useMeetingAccess } from '../meeting-access';
import { MEETING_STATUS_TONES } from '../meeting-display';
import { ActionItemFormDialog, type ActionItemTarget } from './action-item-form-dialog';
import { ActionItemRow } from './action-item-row';
import { MeetingStatusControl } from './meeting-status-control';

type MeetingDetailsDialogProps = { meeting: Meeting | null; onClose: () => void };

/**
 * Meeting Details: every fact, the agenda, minutes and notes, the status control, and the action
 * items to edit, close or add.
 */
export function MeetingDetailsDialog({ meeting, onClose }: MeetingDetailsDialogProps) {
  return (
    <Dialog
      open={meeting !== null}
      onOpenChange={(next) => next || onClose()}
      title="Meeting Details"
      size="lg"
    >
      {meeting && (
        <EntityDetailsSlot
          entity="meetings"
          entityId={meeting.id}
          past={(at) => <MeetingAsOfDetail meetingId={meeting.id} at={at} />}
        >
          <MeetingDetails meeting={meeting} />
        </EntityDetailsSlot>
      )}
    </Dialog>
  );
}

/**
 * The meeting as it stood at `at`, drawn by the details' own parts, read-only: the past is not
 * edited.
 */
function MeetingAsOfDetail({ meetingId, at }: { meetingId: number; at: string }) {
  const past = useMeetingAsOf(meetingId, at);
  return (
    <section aria-label="Meeting as of this moment" className="grid min-w-0 gap-4">
      <AsOfBlock query={past}>{(meeting) => <MeetingDetails meeting={meeting} readOnly />}</AsOfBlock>
    </section>
  );
}

function MeetingDetails({ meeting, readOnly = false }: { meeting: Meeting; readOnly?: boolean }) {
  const access = useMeetingAccess();
  const mayWrite = !readOnly && access.canWrite(meeting);
  const close = useCloseActionItem();
  const { toast } = useToast();
  // The dialog shows the meeting it was opened with; changes made here show from the answers.
  const [current, setCurrent] = useState(meeting);
  const [editedItem, setEditedItem] = useState<ActionItemTarget | null>(null);
  // The command API answers the meeting's own fields and items, not the read model's names.
  const takeItems = (changed: Meeting) =>
    setCurrent((before) => ({ ...before, actionItems: changed.actionItems }));
  const onError = (error: unknown) =>
    toast({ title: 'Error', description: describeError(error), variant: 'destructive' });
  const reopen = useUpdateActionItem();
  // A tap on Close is easily a slip on a phone: for as long as its toast shows, Undo puts the
  // item back as it was (its status before), through the same edit the form makes.
  const undoClose = (meetingId: number, item: ActionItem): ToastAction => ({
    label: 'Undo',
    altText: 'Edit the action item to set its status back',
    onAct: () =>
      reopen.mutate(
        { meetingId, itemId: item.id, request: { status: item.status } },
        {
          onSuccess: (changed) => {
            takeItems(changed);
            toast({ title: 'Action item reopened' });
          },
          onError,
        },
      ),
  });
  return (
    <div className="grid gap-4 text-sm">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{current.title}</h3>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={MEETING_STATUS_TONES[current.status]}>{labelOf(current.status)}</Badge>
          <Badge>{labelOf(current.meetingType)}</Badge>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <Detail term="Date" value={formatCalendarDate(current.meetingDate)} />
        <Detail
          term="Time"
          value={
            [current.startTime, current.endTime]
              .filter((time): time is string => Boolean(time))
              .map(formatClockTime)
              .join(' – ') || 'N/A'
          }
        />
        <Detail term="City" value={current.cityName ?? 'N/A'} />
        <Detail term="Zone" value={current.zoneName} />
        <Detail term="Location" value={current.location ?? 'N/A'} />
        <Detail term="Attendees" value={String(current.attendees)} />
      </dl>
      {mayWrite && (
        <MeetingStatusControl
          meeting={current}
          onChanged={(changed) => setCurrent((before) => ({ ...before, status: changed.status }))}
        />
      )}
      <Section title="Description" text={current.description} />
      <Section title="Agenda" text={current.agenda} />
      <Section title="Minutes" text={current.minutes} />
      <section className="grid gap-2">
        <h4 className="font-medium text-slate-900">Action Items</h4>
        {current.actionItems.length === 0 ? (
          <p className="text-slate-500">None listed</p>
        ) : (
          <ul className="grid gap-2">
            {current.actionItems.map((item) => (
              <li
                key={item.id}
                className="flex items-start justify-between gap-2 rounded-md border border-slate-200 p-2"
              >
                <ActionItemRow item={item} />
                {mayWrite && (
                  <div className="flex shrink-0 gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${item.task}`}
                      onClick={() => setEditedItem({ meetingId: current.id, item })}
                    >
                      <Pencil className="size-4" />
                    </Button>
                    {isOpenActionItem(item) && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Close ${item.task}`}
                        disabled={close.isPending}
                        onClick={() =>
                          close.mutate(
                            { meetingId: current.id, itemId: item.id },
                            {
                              onSuccess: (changed) => {
                                takeItems(changed);
                                toast({
                                  title: 'Action item closed',
                                  action: undoClose(current.id, item),
                                });
                              },
                              onError,
                            },
                          )
                        }
                      >
                        <Check className="size-4" />
                        Close
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {mayWrite && <AddItem meetingId={current.id} onAdded={takeItems} />}
      </section>
      <Section title="Notes" text={current.notes} />
      <ActionItemFormDialog target={editedItem} onClose={() => setEditedItem(null)} onChanged={takeItems} />
    </div>
  );
}

function AddItem({ meetingId, onAdded }: { meetingId: number; onAdded: (meeting: Meeting) => void }) {
  const [task, setTask] = useState('');
  const add = useAddActionItem();
  const { toast } = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (task.trim() === '') return;
    add.mutate(
      { meetingId, request: { task } },
      {
        onSuccess: (meeting) => {
          setTask('');
          onAdded(meeting);
        },
        onError: (error) =>
          toast({ title: 'Error', description: describeError(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <Input
        aria-label="New action item"
        placeholder="New action item"
        value={task}
        onChange={(event) => setTask(event.target.value)}
      />
      <Button type="submit" variant="outline" disabled={task.trim() === '' || add.isPending}>
        <Plus className="size-4" />
        Add
      </Button>
    </form>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="break-words whitespace-pre-wrap text-slate-800">{value}</dd>
    </div>
  );
}

function Section({ title, text }: { title: string; text: string | null }) {
  return (
    <section>
      <h4 className="font-medium text-slate-900">{title}</h4>
      <p className="mt-1 whitespace-pre-wrap text-slate-700">{text ?? 'None listed'}</p>
    </section>
  );
}
