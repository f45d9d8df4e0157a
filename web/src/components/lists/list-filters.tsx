import { CityPicker } from '../places/city-picker';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { SearchBox } from '../ui/search-box';
import { Select } from '../ui/select';

/** A list's filters as the address keeps them; each empty one is left out. */
export type ListFilterValues = { q?: string; cityId?: number; status?: string; from?: string; to?: string };

type ListFiltersProps = {
  value: ListFilterValues;
  onChange: (next: ListFilterValues) => void;
  /** The statuses this list may be filtered by, with their labels. */
  statuses: ReadonlyArray<{ value: string; label: string }>;
  searchPlaceholder: string;
  /** What the list calls its date (Meeting date, Report date). */
  dateLabel: string;
};

/**
 * The search and filters of a long list (Meetings & Reports): a search, a city, a status and a
 * date range. The list sends them to the server with every page, so they hold across pages.
 */
export function ListFilters({ value, onChange, statuses, searchPlaceholder, dateLabel }: ListFiltersProps) {
  const set = (change: ListFilterValues) => onChange({ ...value, ...change });
  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      <SearchBox
        className="col-span-2 lg:col-span-1"
        value={value.q ?? ''}
        onChange={(q) => set({ q: q || undefined })}
        placeholder={searchPlaceholder}
      />
      <CityPicker
        label="City"
        value={value.cityId === undefined ? '' : String(value.cityId)}
        onChange={(cityId) => set({ cityId: cityId === '' ? undefined : Number(cityId) })}
        placeholder="All cities"
        compact
      />
      <FilterSelect
        label="Status"
        value={value.status ?? ''}
        onChange={(status) => set({ status: status || undefined })}
        allLabel="All statuses"
        options={statuses}
      />
      <DateFilter label={`${dateLabel} from`} value={value.from} onChange={(from) => set({ from })} />
      <DateFilter label={`${dateLabel} to`} value={value.to} onChange={(to) => set({ to })} />
    </div>
  );
}

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

function FilterSelect({ label, value, onChange, allLabel, options }: FilterSelectProps) {
  const id = `filter-${label.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

function DateFilter(props: { label: string; value?: string; onChange: (value: string | undefined) => void }) {
  const id = `filter-${props.label.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type="date"
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || undefined)}
      />
    </div>
  );
}
