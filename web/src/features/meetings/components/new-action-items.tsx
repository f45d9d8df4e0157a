import { ACTION_ITEM_PRIORITIES } from '@seerat/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { labelOf } from '../../../lib/value-label';
import { useOpenActionItems } from '../api/get-open-action-items';
import { EMPTY_ITEM, type ItemDraft } from '../meeting-form-values';

type NewActionItemsProps = {
  place: { cityId?: number | undefined; zoneId?: number | undefined };
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
};

/**
 * The action items of a new meeting, one row each; the open items of the previous meeting of the
 * same city or zone are offered to carry forward.
 */
export function NewActionItems({ place, items, onChange }: NewActionItemsProps) {
  const open = useOpenActionItems(place);
  const carried = (open.data ?? []).filter((item) => !items.some((draft) => draft.task === item.task));
  const change = (index: number, patch: Partial<ItemDraft>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Action Items</legend>
      {carried.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span>
            {carried.length} open action {carried.length === 1 ? 'item' : 'items'} from the previous meeting
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() =>
              onChange([
                ...items,
                ...carried.map((item) => ({
                  task: item.task,
                  assignedTo: item.assignedTo ?? '',
                  dueDate: item.dueDate ?? '',
                  priority: item.priority,
                })),
              ])
            }
          >
            Carry forward
          </Button>
        </div>
      )}
      {items.map((item, index) => (
        // Rows have no identity of their own until saved.
        // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity while typing
        <div key={index} className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]">
          <Input
            aria-label={`Task ${index + 1}`}
            placeholder="Task"
            value={item.task}
            onChange={(event) => change(index, { task: event.target.value })}
          />
          <Input
            aria-label={`Assigned to ${index + 1}`}
            placeholder="Assigned to"
            value={item.assignedTo}
            onChange={(event) => change(index, { assignedTo: event.target.value })}
          />
          <Input
            aria-label={`Due date ${index + 1}`}
            type="date"
            value={item.dueDate}
            onChange={(event) => change(index, { dueDate: event.target.value })}
          />
          <Select
            aria-label={`Priority ${index + 1}`}
            value={item.priority}
            onChange={(event) => change(index, { priority: event.target.value as ItemDraft['priority'] })}
          >
            {ACTION_ITEM_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {labelOf(priority)}
              </option>
            ))}
          </Select>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove task ${index + 1}`}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            <Trash2 className="size-4" />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => onChange([...items, EMPTY_ITEM])}
      >
        <Plus className="size-4" />
        Add Action Item
      </Button>
    </fieldset>
  );
}
