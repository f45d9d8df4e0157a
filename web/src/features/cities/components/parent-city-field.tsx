import { CityPicker } from '../../../components/places/city-picker';
import { type CityFormStart, mayBeParentOf } from '../city-form-values';

type ParentCityFieldProps = {
  zoneId: number | null;
  start: CityFormStart;
  value: number | null;
  onChange: (parentCityId: number | null) => void;
  error: string | undefined;
};

/** The cities of the same zone the city may hang under, searched on the server. */
export function ParentCityField({ zoneId, start, value, onChange, error }: ParentCityFieldProps) {
  const cityId = start.city?.id;
  return (
    <CityPicker
      label="Parent City"
      placeholder={zoneId === null ? 'Select a zone first' : 'Select parent city'}
      value={value === null ? '' : String(value)}
      onChange={(selected) => onChange(selected === '' ? null : Number(selected))}
      zoneId={zoneId ?? undefined}
      exclude={(city) => !mayBeParentOf(city, cityId)}
      // The current parent stays named even when outside the user's scope.
      currentName={start.city?.parentCityId === value ? (start.city?.parentCityName ?? undefined) : undefined}
      disabled={zoneId === null}
      error={error}
    />
  );
}
