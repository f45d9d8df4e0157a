import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../components/ui/select-field';
import { citiesQueryOptions } from '../../../lib/queries/get-cities';
import { type CityFormStart, parentCityChoices } from './city-form-values';

type ParentCityFieldProps = {
  zoneId: number | null;
  start: CityFormStart;
  value: number | null;
  onChange: (parentCityId: number | null) => void;
  error: string | undefined;
};

/** The cities of the same zone the city may hang under. */
export function ParentCityField({ zoneId, start, value, onChange, error }: ParentCityFieldProps) {
  const cities = useQuery({ ...citiesQueryOptions(), enabled: zoneId !== null });
  const zoneCities = (cities.data ?? []).filter((city) => city.zoneId === zoneId);
  const choices = parentCityChoices(zoneCities, start.city?.id);
  const options = choices.map((city) => ({ value: String(city.id), label: city.name }));
  // The current parent stays on offer even when the list leaves it out (outside the user's scope).
  const current = start.city;
  if (
    current?.parentCityId &&
    current.parentCityName &&
    !choices.some((city) => city.id === current.parentCityId)
  ) {
    options.unshift({ value: String(current.parentCityId), label: current.parentCityName });
  }
  return (
    <SelectField
      label="Parent City"
      placeholder={placeholder(zoneId, cities.isPending)}
      value={value === null ? '' : String(value)}
      onChange={(selected) => onChange(selected === '' ? null : Number(selected))}
      options={options}
      disabled={zoneId === null}
      note={cities.isError ? 'Failed to fetch cities' : undefined}
      error={error}
    />
  );
}

function placeholder(zoneId: number | null, loading: boolean): string {
  if (zoneId === null) return 'Select a zone first';
  return loading ? 'Loading cities...' : 'Select parent city';
}
