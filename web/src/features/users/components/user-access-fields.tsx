import { type CustomRole, isSystemRole, roleLabel, SYSTEM_ROLES } from '@seerat/contracts';
import { CityPicker } from '../../../components/places/city-picker';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { SelectField } from '../../../components/ui/select-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { useZones } from '../../../lib/queries/get-zones';
import type { FieldErrors } from '../../../lib/server-field-errors';
import { mayBeOrganisationWide, pickersFor, type UserAccess } from '../user-access-form-values';

export const ZONES_FAILED = 'Failed to load zones. Please refresh the page.';

type UserAccessFieldsProps = {
  value: UserAccess;
  onChange: (value: UserAccess) => void;
  customRoles: CustomRole[];
  /** Roles the user holds already: kept on offer even if no longer active. */
  heldRoles?: string[];
  /** Edit User only: organisation-wide access for a custom-role holder without assignment. */
  showOrganisationWide?: boolean;
  /** Messages by request field (`roles`, `assignedZoneId`, `assignedCityId`), e.g. from the server. */
  errors?: FieldErrors;
};

/**
 * The roles (system roles, then the active custom roles), and the zone and city pickers: the zone
 * picker for a zone masool, the city picker for a city masool (spec section 5); custom roles apply
 * within an optional zone or city, so a custom role shows both.
 */
export function UserAccessFields({
  value,
  onChange,
  customRoles,
  heldRoles = [],
  showOrganisationWide = false,
  errors = {},
}: UserAccessFieldsProps) {
  const offered = [
    ...SYSTEM_ROLES,
    ...customRoles.filter((role) => role.isActive || heldRoles.includes(role.name)).map((role) => role.name),
    ...heldRoles.filter((role) => !isSystemRole(role) && !customRoles.some((custom) => custom.name === role)),
  ];
  const inactive = new Set(
    heldRoles.filter((role) => !customRoles.some((c) => c.name === role && c.isActive)),
  );
  const pickers = pickersFor(value.roles);
  const toggle = (role: string, on: boolean) =>
    onChange({
      ...value,
      roles: on ? [...value.roles, role] : value.roles.filter((held) => held !== role),
    });

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" aria-invalid={errors.roles !== undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">Roles</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {offered.map((role) => (
            <RoleOption
              key={role}
              role={role}
              checked={value.roles.includes(role)}
              note={isSystemRole(role) ? undefined : inactive.has(role) ? 'custom, inactive' : 'custom'}
              onCheckedChange={(on) => toggle(role, on)}
            />
          ))}
        </div>
        {errors.roles && <p className="text-xs text-red-600">{errors.roles}</p>}
      </fieldset>
      {pickers.zone && (
        <ZonePicker
          required={value.roles.includes('zone_masool')}
          error={errors.assignedZoneId}
          value={value.zoneId}
          onChange={(zoneId) => onChange({ ...value, zoneId, organisationWide: false })}
        />
      )}
      {pickers.city && (
        <CityPicker
          label="Assigned City"
          withZone
          required={value.roles.includes('city_masool')}
          error={errors.assignedCityId}
          value={value.cityId}
          onChange={(cityId) => onChange({ ...value, cityId, organisationWide: false })}
          placeholder={value.roles.includes('city_masool') ? 'Select a city' : 'No city'}
        />
      )}
      {showOrganisationWide && mayBeOrganisationWide(value) && (
        <ToggleField
          label="Organisation-wide"
          description="Without a zone or city, custom role permissions apply nowhere unless they apply everywhere."
          checked={value.organisationWide}
          onCheckedChange={(organisationWide) => onChange({ ...value, organisationWide })}
        />
      )}
    </div>
  );
}

function RoleOption(props: {
  role: string;
  checked: boolean;
  note: string | undefined;
  onCheckedChange: (on: boolean) => void;
}) {
  const id = `role-${props.role.replaceAll(/\W/g, '-')}`;
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={props.checked}
        onCheckedChange={(state) => props.onCheckedChange(state === true)}
      />
      <Label htmlFor={id} className="font-normal">
        {roleLabel(props.role)}
        {props.note && <span className="ml-1 text-xs text-slate-500">({props.note})</span>}
      </Label>
    </div>
  );
}

type PickerProps = {
  required: boolean;
  error: string | undefined;
  value: string;
  onChange: (id: string) => void;
};

function ZonePicker(props: PickerProps) {
  const zones = useZones();
  return (
    <SelectField
      label="Assigned Zone"
      required={props.required}
      error={zones.isError ? ZONES_FAILED : props.error}
      value={props.value}
      onChange={props.onChange}
      placeholder={props.required ? 'Select a zone' : 'No zone'}
      options={(zones.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.name }))}
    />
  );
}
