import type { City } from '@seerat/contracts';
import { useId, useState } from 'react';
import { useCitiesByIds, useCityChoices } from '../../lib/queries/get-cities';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { FormField } from '../ui/form-field';
import { SearchBox } from '../ui/search-box';
import { Select } from '../ui/select';

type CityPickerProps = {
  label: string;
  /** The chosen city's id as the form holds it, `''` for none. */
  value: string;
  /** The chosen id (`''` for the empty choice) and the city, so a form can take its zone. */
  onChange: (cityId: string, city: City | undefined) => void;
  /** The empty first choice: while nothing is chosen, or when none may be. */
  placeholder: string;
  /** Only this zone's cities are offered. */
  zoneId?: number | undefined;
  /** Cities never offered (the city being edited, as its own parent). */
  exclude?: (city: City) => boolean;
  /** Names each city with its zone, `Lahore (North)`, where cities of every zone are offered. */
  withZone?: boolean;
  /** The chosen city's name when the caller may not read it (outside their scope). */
  currentName?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** In a row of filters: the line under the field is read out but not shown, so the row stays aligned. */
  compact?: boolean;
  /** A line under the field: why it is disabled. */
  note?: string | undefined;
  error?: string | undefined;
};

/**
 * Every form's and filter's city picker: a search box over the cities in scope, searched on the
 * server as the user types (after a pause), and a native select of the first page of matches, the
 * platform's own picker being the most usable by keyboard, on phones and with assistive
 * technology. The chosen city stays on offer, by name, whatever the search shows.
 */
export function CityPicker(props: CityPickerProps) {
  const { label, value, onChange, placeholder, zoneId, exclude, required, disabled, note, error } = props;
  const name = (city: City) =>
    props.withZone && city.zoneName ? `${city.name} (${city.zoneName})` : city.name;
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  const choices = useCityChoices({ search: searched || undefined, zoneId }, { enabled: !disabled });
  const chosenId = value === '' ? undefined : Number(value);
  const chosen = useCitiesByIds(chosenId === undefined ? [] : [chosenId]);
  const noteId = useId();
  const matches = (choices.data?.items ?? []).filter((city) => !exclude?.(city));
  // Just chosen from the matches, the city is named before its own lookup answers.
  const chosenCity =
    chosen.data?.find((city) => city.id === chosenId) ?? matches.find((city) => city.id === chosenId);
  const offered =
    chosenCity && !matches.some((city) => city.id === chosenId) ? [chosenCity, ...matches] : matches;
  const chosenName = chosenCity ? name(chosenCity) : props.currentName;
  const state = pickerState(choices.isPending && !disabled, choices.isError, matches.length, searched);
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <div className="grid gap-2">
          {/* Named without the field's label, so the label names the select alone. */}
          <SearchBox value={search} onChange={setSearch} placeholder="Search by name" />
          <Select
            {...control}
            value={value}
            disabled={disabled}
            aria-busy={choices.isFetching}
            aria-describedby={[control['aria-describedby'], noteId].filter(Boolean).join(' ')}
            onChange={(event) => {
              const cityId = event.target.value;
              onChange(
                cityId,
                offered.find((city) => String(city.id) === cityId),
              );
            }}
          >
            <option value="">{placeholder}</option>
            {chosenId !== undefined && !chosenCity && (
              <option value={value}>{chosenName ?? 'Loading city...'}</option>
            )}
            {offered.map((city) => (
              <option key={city.id} value={city.id}>
                {name(city)}
              </option>
            ))}
          </Select>
          <p id={noteId} className={props.compact ? 'sr-only' : 'text-xs text-slate-500'} aria-live="polite">
            {note ?? state(choices.data?.total ?? 0)}
          </p>
        </div>
      )}
    </FormField>
  );
}

/** The line under the picker: loading, failed, no match, or how many of how many are shown. */
function pickerState(loading: boolean, failed: boolean, shown: number, search: string) {
  return (total: number): string => {
    if (loading) return 'Loading cities...';
    if (failed) return 'Failed to fetch cities';
    if (total === 0) return search ? `No cities match "${search}"` : 'No cities';
    if (shown < total) return `Showing ${shown} of ${total} cities: type to find others`;
    return total === 1 ? '1 city' : `${total} cities`;
  };
}
