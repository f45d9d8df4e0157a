import { COUNT_LIMITS, citySelectionSchema } from '@seerat/contracts';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { toCount } from '../../../lib/form-input';
import type { CatalogueSelection } from '../city-form-values';

export type CatalogueItem = { id: number; name: string; detail?: string };

type CataloguePickerProps = {
  /** Names the list for assistive technology and heads the selected count. */
  label: string;
  items: CatalogueItem[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  failure: string;
  emptyText: string;
  selection: CatalogueSelection;
  onChange: (selection: CatalogueSelection) => void;
  /** The rule a count broke, said under the list; the rows holding such a count are marked. */
  invalid?: string | undefined;
};

/** A list of catalogue entries to tick, each ticked one with how many the city has (at least 0). */
export function CataloguePicker({
  label,
  items,
  loading,
  error,
  onRetry,
  failure,
  emptyText,
  selection,
  onChange,
  invalid,
}: CataloguePickerProps) {
  const invalidId = useId();
  if (loading) return <BlockLoading />;
  if (error) return <BlockError title={failure} error={error} onRetry={onRetry} />;
  if (!items || items.length === 0) return <EmptyState>{emptyText}</EmptyState>;

  const toggle = (id: number, selected: boolean) => {
    const next = { ...selection };
    if (selected) next[id] = '1';
    else delete next[id];
    onChange(next);
  };

  return (
    <div className="grid gap-2">
      <div>
        <Badge tone="brand">{Object.keys(selection).length} selected</Badge>
      </div>
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls on its own must be reachable by keyboard
        tabIndex={0}
        aria-label={label}
        className="grid max-h-80 gap-2 overflow-y-auto pr-1"
      >
        {items.map((item) => (
          <CatalogueRow
            key={item.id}
            item={item}
            count={selection[item.id]}
            onToggle={(selected) => toggle(item.id, selected)}
            onCount={(count) => onChange({ ...selection, [item.id]: count })}
            invalidId={invalid === undefined ? undefined : invalidId}
          />
        ))}
      </ul>
      {invalid !== undefined && (
        <p id={invalidId} className="text-xs text-red-600">
          {invalid}
        </p>
      )}
    </div>
  );
}

type CatalogueRowProps = {
  item: CatalogueItem;
  /** Present when the entry is selected. */
  count: string | undefined;
  onToggle: (selected: boolean) => void;
  onCount: (count: string) => void;
  /** The list's error message, while one is shown. */
  invalidId: string | undefined;
};

function CatalogueRow({ item, count, onToggle, onCount, invalidId }: CatalogueRowProps) {
  const id = useId();
  const selected = count !== undefined;
  // The contract's rule picks out the rows the list's message is about.
  const invalid =
    invalidId !== undefined && selected && !citySelectionSchema.shape.count.safeParse(toCount(count)).success;
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-2.5 has-[button[data-state=checked]]:border-brand-100 has-[button[data-state=checked]]:bg-brand-50/50">
      <Checkbox id={id} checked={selected} onCheckedChange={(checked) => onToggle(checked === true)} />
      <Label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="block break-words">{item.name}</span>
        {item.detail && <span className="block text-xs font-normal text-slate-500">{item.detail}</span>}
      </Label>
      {selected && (
        <div className="w-20 shrink-0">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={COUNT_LIMITS.books}
            step={1}
            aria-label={`Count of ${item.name}`}
            value={count}
            aria-invalid={invalid}
            aria-describedby={invalid ? invalidId : undefined}
            onChange={(event) => onCount(event.target.value)}
          />
        </div>
      )}
    </li>
  );
}
